import { getGetApiAccessApplicationQueryKey, getGetUserProfileQueryKey, useApplyForApiAccess } from '@chipmart/generated/internal/hooks/user/user';
import { UserApiVolume, type UserProfile } from '@chipmart/generated/internal/model/index';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { m } from '$paraglide/messages.js';
import { SelectField } from '@/ui/fields/SelectField.tsx';
import { TextAreaField } from '@/ui/fields/TextAreaField.tsx';
import { TextField } from '@/ui/fields/TextField.tsx';
import { showToast } from '@/ui/toast-store.ts';
import { apiApplyBody, apiApplyFieldOf, apiApplyProblems, type ApiApplyDraft, type ApiApplyField } from './api-apply-rules.ts';
import { fieldFailures, focusFirstInvalid } from './form-failure.ts';
import type { FieldProblems } from './form-rules.ts';

const volumeLabel: Record<UserApiVolume, () => string> = {
  under_10k: m.account_volumeUnder10k,
  '10k_50k': m.account_volume10kTo50k,
  '50k_200k': m.account_volume50kTo200k,
  over_200k: m.account_volumeOver200k,
};

/** The application for partner API access: the company, what the integration will do and how much it will buy. */
export function ApiApplyForm({ profile, onSent, onCancel }: { profile: UserProfile; onSent: () => void; onCancel: () => void }) {
  const [draft, setDraft] = useState<ApiApplyDraft>({ companyName: profile.company_name, website: '', useCase: '', volume: '', dailyCalls: '' });
  const [checked, setChecked] = useState(false);
  const [serverProblems, setServerProblems] = useState<FieldProblems<ApiApplyField>>({});
  const form = useRef<HTMLFormElement>(null);
  const queryClient = useQueryClient();
  const apply = useApplyForApiAccess();

  const problems = { ...(checked ? apiApplyProblems(draft) : {}), ...serverProblems };
  const set = (field: ApiApplyField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setServerProblems(({ [field]: _edited, ...rest }) => rest);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(apiApplyProblems(draft)).length > 0) return focusFirstInvalid(form.current);
    apply.mutate(
      { data: apiApplyBody(draft) },
      {
        onSuccess: () => {
          showToast(m.account_apiApplied());
          void queryClient.invalidateQueries({ queryKey: getGetUserProfileQueryKey() });
          void queryClient.invalidateQueries({ queryKey: getGetApiAccessApplicationQueryKey() });
          onSent();
        },
        onError: (error) => {
          setServerProblems(fieldFailures(error, apiApplyFieldOf));
          focusFirstInvalid(form.current);
        },
      },
    );
  };

  return (
    <form ref={form} id="api-apply-form" className="form account-form" onSubmit={submit} noValidate aria-labelledby="api-apply-title">
      <h3 id="api-apply-title" className="account-form-title">
        {m.account_apiApplyTitle()}
      </h3>
      <TextField
        id="api-company"
        label={m.account_companyName()}
        required
        autoFocus
        autoComplete="organization"
        value={draft.companyName}
        error={problems.companyName}
        onChange={(event) => set('companyName', event.currentTarget.value)}
      />
      <TextField
        id="api-website"
        label={m.account_companyWebsite()}
        type="url"
        inputMode="url"
        autoComplete="url"
        value={draft.website}
        error={problems.website}
        onChange={(event) => set('website', event.currentTarget.value)}
      />
      <TextAreaField
        id="api-use-case"
        label={m.account_useCase()}
        required
        rows={4}
        placeholder={m.account_useCaseHint()}
        value={draft.useCase}
        error={problems.useCase}
        onChange={(event) => set('useCase', event.currentTarget.value)}
      />
      <SelectField
        id="api-volume"
        label={m.account_expectedVolume()}
        required
        value={draft.volume}
        placeholder={m.account_choose()}
        options={Object.values(UserApiVolume).map((volume) => ({ value: volume, label: volumeLabel[volume]() }))}
        error={problems.volume}
        onValueChange={(value) => set('volume', value)}
      />
      <TextField
        id="api-daily-calls"
        label={m.account_expectedDailyCalls()}
        inputMode="numeric"
        value={draft.dailyCalls}
        error={problems.dailyCalls}
        onChange={(event) => set('dailyCalls', event.currentTarget.value)}
      />
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={apply.isPending}>
          {apply.isPending ? m.account_sending() : m.account_apiSend()}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {m.account_cancel()}
        </button>
      </div>
    </form>
  );
}
