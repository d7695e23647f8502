import { useConfirmBankTransfer } from '@chipmart/generated/internal/hooks/pay/pay';
import type { BankTransferReceipt } from '@chipmart/generated/internal/model/index';
import { ApiError } from '@chipmart/client';
import { useRef, useState } from 'react';
import { m } from '$paraglide/messages.js';
import { DatePicker } from '@/ui/date-picker/DatePicker.tsx';
import { TextField } from '@/ui/fields/TextField.tsx';
import { problemText } from './api-problem.ts';
import { ReceiptField } from './ReceiptField.tsx';
import { bankConfirmBody, bankConfirmFieldOf, bankConfirmProblems, localToday, type BankConfirmDraft, type BankConfirmField, type BankConfirmProblems } from './bank-confirm-rules.ts';

const blank: BankConfirmDraft = { reference: '', payerName: '', paidAmount: '', transferDate: '' };

/** Puts the keyboard on the first field marked invalid, once the marks are drawn. */
const focusFirstInvalid = (form: HTMLFormElement | null) => requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

/**
 * The buyer reports the transfer they sent: the bank's reference (required),
 * and, to help finance match it, the payer, amount, value date and the
 * bank's receipt. The server's refusals stand next to their fields (or above
 * the button) and what was typed stays.
 */
export function BankConfirmForm({ orderSn, currency, onReported }: { orderSn: string; currency: string; onReported: () => void }) {
  const [draft, setDraft] = useState(blank);
  const [checked, setChecked] = useState(false);
  const [serverProblems, setServerProblems] = useState<BankConfirmProblems>({});
  const [refusal, setRefusal] = useState<string>();
  const [receipt, setReceipt] = useState<BankTransferReceipt>();
  const [receiptProblem, setReceiptProblem] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const confirm = useConfirmBankTransfer();

  const problems = { ...(checked ? bankConfirmProblems(draft, localToday()) : {}), ...serverProblems };
  const edit = (field: BankConfirmField) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setServerProblems(({ [field]: _edited, ...rest }) => rest);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setRefusal(undefined);
    if (Object.keys(bankConfirmProblems(draft, localToday())).length > 0) {
      focusFirstInvalid(form.current);
      return;
    }
    confirm.mutate(
      { data: { ...bankConfirmBody(orderSn, draft), ...(receipt && { receipt_url: receipt.url }) } },
      {
        onSuccess: onReported,
        onError: (error) => {
          const placed: BankConfirmProblems = {};
          for (const { field, message } of error instanceof ApiError ? error.fieldErrors : []) {
            const formField = bankConfirmFieldOf[field];
            if (formField) placed[formField] ??= message;
          }
          const receiptRefused = error instanceof ApiError ? error.fieldMessage('receipt_url') : undefined;
          setServerProblems(placed);
          setReceiptProblem(receiptRefused);
          if (Object.keys(placed).length === 0 && !receiptRefused) setRefusal(problemText(error));
          focusFirstInvalid(form.current);
        },
      },
    );
  };

  return (
    <form ref={form} className="form payment-bank-form" onSubmit={submit} noValidate aria-labelledby="payment-bank-form-title">
      <h3 id="payment-bank-form-title" className="payment-subtitle">
        {m.payment_bankConfirmTitle()}
      </h3>
      <p className="payment-note">{m.payment_bankConfirmIntro()}</p>
      <div className="payment-form-grid">
        <TextField
          id="payment-bank-reference-input"
          label={m.payment_bankRemittanceReference()}
          required
          autoComplete="off"
          error={problems.reference}
          value={draft.reference}
          onChange={(event) => edit('reference')(event.currentTarget.value)}
        />
        <TextField
          id="payment-bank-payer"
          label={m.payment_bankPayerName()}
          autoComplete="organization"
          error={problems.payerName}
          value={draft.payerName}
          onChange={(event) => edit('payerName')(event.currentTarget.value)}
        />
        <TextField
          id="payment-bank-amount"
          label={m.payment_bankPaidAmount({ currency })}
          inputMode="decimal"
          autoComplete="off"
          error={problems.paidAmount}
          value={draft.paidAmount}
          onChange={(event) => edit('paidAmount')(event.currentTarget.value)}
        />
        <DatePicker id="payment-bank-date" label={m.payment_bankTransferDate()} error={problems.transferDate} value={draft.transferDate} onChange={edit('transferDate')} />
      </div>
      <ReceiptField
        id="payment-bank-receipt"
        receipt={receipt}
        error={receiptProblem}
        onReceiptChange={(chosen) => {
          setReceipt(chosen);
          setReceiptProblem(undefined);
        }}
        onUploadingChange={setUploading}
      />
      {refusal && (
        <p className="payment-refusal" role="alert">
          {refusal}
        </p>
      )}
      <div className="actions">
        <button type="submit" className="button button-primary" disabled={confirm.isPending || uploading}>
          {confirm.isPending ? m.payment_sending() : m.payment_bankConfirmSubmit()}
        </button>
      </div>
    </form>
  );
}
