import { getGetUserCreditQueryKey, getGetUserProfileQueryKey, useApplyForCredit } from '@chipmart/generated/internal/hooks/user/user';
import type { UserProfile } from '@chipmart/generated/internal/model/index';
import { useQueryClient } from '@tanstack/react-query';
import { variantConfig } from '@variant-rules/config.ts';
import { useRef, useState } from 'react';
import { m } from '$paraglide/messages.js';
import { offeredCurrencies } from '@/platform/currency/offered-currencies.ts';
import { useChosenCurrency } from '@/platform/currency/currency-store.ts';
import { useCurrencyListQuery } from '@/platform/currency/use-currency-list-loader.ts';
import { SelectField } from '@/ui/fields/SelectField.tsx';
import { TextAreaField } from '@/ui/fields/TextAreaField.tsx';
import { TextField } from '@/ui/fields/TextField.tsx';
import { showToast } from '@/ui/toast-store.ts';
import { creditApplyBody, creditApplyFieldOf, creditApplyProblems, type CreditApplyDraft, type CreditApplyField } from './credit-apply-rules.ts';
import { fieldFailures, focusFirstInvalid } from './form-failure.ts';
import type { FieldProblems } from './form-rules.ts';

/** The application for a credit line: the company, the limit and currency asked for, and its payment record. */
export function CreditApplyForm({ profile }: { profile: UserProfile | undefined }) {
  const chosen = useChosenCurrency();
  const [draft, setDraft] = useState<CreditApplyDraft>({
    companyName: profile?.company_name ?? '',
    amount: '',
    currency: variantConfig.forcedCurrency ?? chosen.code,
    monthlyVolume: '',
    references: '',
    remark: '',
  });
  const [checked, setChecked] = useState(false);
  const [serverProblems, setServerProblems] = useState<FieldProblems<CreditApplyField>>({});
  const form = useRef<HTMLFormElement>(null);
  const queryClient = useQueryClient();
  const currencies = useCurrencyListQuery();
  const apply = useApplyForCredit();

  const offered = currencies.data ? offeredCurrencies(currencies.data, variantConfig).map((entry) => entry.currency_code) : [];
  const currencyOptions = [...new Set([draft.currency, ...offered].filter(Boolean))].map((code) => ({ value: code, label: code }));
  const problems = { ...(checked ? creditApplyProblems(draft) : {}), ...serverProblems };
  const set = (field: CreditApplyField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    // References and remark answer one rule together: editing either clears what the server said about both.
    const cleared = field === 'remark' || field === 'references' ? ['remark', 'references'] : [field];
    setServerProblems((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !cleared.includes(key))));
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(creditApplyProblems(draft)).length > 0) return focusFirstInvalid(form.current);
    apply.mutate(
      { data: creditApplyBody(draft) },
      {
        onSuccess: () => {
          showToast(m.account_creditApplied());
          void queryClient.invalidateQueries({ queryKey: getGetUserCreditQueryKey() });
          void queryClient.invalidateQueries({ queryKey: getGetUserProfileQueryKey() });
        },
        onError: (error) => {
          setServerProblems(fieldFailures(error, creditApplyFieldOf));
          focusFirstInvalid(form.current);
        },
      },
    );
  };

  return (
    <form ref={form} className="form account-form" onSubmit={submit} noValidate aria-labelledby="credit-apply-title">
      <h2 id="credit-apply-title" className="account-card-title">
        {m.account_creditApplyTitle()}
      </h2>
      <p className="account-muted">{m.account_creditApplyIntro()}</p>
      <TextField
        id="credit-company"
        label={m.account_companyName()}
        required
        autoComplete="organization"
        value={draft.companyName}
        error={problems.companyName}
        onChange={(event) => set('companyName', event.currentTarget.value)}
      />
      <div className="account-form-grid">
        <TextField
          id="credit-amount"
          label={m.account_requestedAmount()}
          required
          inputMode="decimal"
          value={draft.amount}
          error={problems.amount}
          onChange={(event) => set('amount', event.currentTarget.value)}
        />
        <SelectField
          id="credit-currency"
          label={m.account_currency()}
          required
          value={draft.currency}
          options={currencyOptions}
          placeholder={m.account_choose()}
          error={problems.currency}
          onValueChange={(value) => set('currency', value)}
        />
      </div>
      <TextField
        id="credit-volume"
        label={m.account_monthlyVolume()}
        required
        inputMode="decimal"
        value={draft.monthlyVolume}
        error={problems.monthlyVolume}
        onChange={(event) => set('monthlyVolume', event.currentTarget.value)}
      />
      <TextAreaField
        id="credit-references"
        label={m.account_tradeReferences()}
        rows={3}
        placeholder={m.account_tradeReferencesHint()}
        value={draft.references}
        error={problems.references}
        onChange={(event) => set('references', event.currentTarget.value)}
      />
      <TextAreaField
        id="credit-remark"
        label={m.account_remark()}
        rows={3}
        value={draft.remark}
        error={problems.remark}
        onChange={(event) => set('remark', event.currentTarget.value)}
      />
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={apply.isPending}>
          {apply.isPending ? m.account_sending() : m.account_creditSend()}
        </button>
      </div>
    </form>
  );
}
