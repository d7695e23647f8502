import { useUploadBankTransferReceipt } from '@chipmart/generated/internal/hooks/pay/pay';
import type { BankTransferReceipt } from '@chipmart/generated/internal/model/index';
import { ApiError } from '@chipmart/client';
import { useRef, useState } from 'react';
import { m } from '$paraglide/messages.js';
import { currentLocale, htmlLang } from '@/platform/i18n/locale.ts';
import { fileSizeText } from '@/platform/lib/file-size.ts';
import { controlAria, FieldShell } from '@/ui/fields/FieldShell.tsx';
import { useHydrated } from '@/ui/use-hydrated.ts';
import { problemText } from './api-problem.ts';
import { RECEIPT_ACCEPT, RECEIPT_MAX_MB, receiptFileProblem } from './receipt-file.ts';

interface Props {
  id: string;
  /** The server's word on the receipt sent with the report. */
  error?: string | undefined;
  receipt: BankTransferReceipt | undefined;
  onReceiptChange: (receipt: BankTransferReceipt | undefined) => void;
  onUploadingChange: (uploading: boolean) => void;
}

/** The upload's refusal of the file itself, else the call's message. */
const uploadProblem = (error: unknown) => (error instanceof ApiError ? (error.fieldMessage('file') ?? error.message) : problemText(error));

/**
 * The optional transfer receipt: a PDF, JPG or PNG of at most 10 MB,
 * checked here before it is sent, uploaded as soon as it is chosen, then
 * shown by name and size with a button to remove it.
 */
export function ReceiptField({ id, error, receipt, onReceiptChange, onUploadingChange }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [fileProblem, setFileProblem] = useState<string>();
  const upload = useUploadBankTransferReceipt();

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = receiptFileProblem(chosen);
    setFileProblem(problem);
    if (problem) return;
    onReceiptChange(undefined);
    onUploadingChange(true);
    upload.mutate(
      { data: { file: chosen } },
      {
        onSuccess: (stored) => onReceiptChange(stored),
        onError: (failed) => setFileProblem(uploadProblem(failed)),
        onSettled: () => {
          onUploadingChange(false);
          if (input.current) input.current.value = '';
        },
      },
    );
  };

  const remove = () => {
    setFileProblem(undefined);
    onReceiptChange(undefined);
    if (input.current) input.current.value = '';
    // The picker comes back in the button's place: the keyboard goes there.
    requestAnimationFrame(() => input.current?.focus());
  };

  const shownError = fileProblem ?? error;
  const hintId = `${id}-hint`;
  const hydrated = useHydrated();
  return (
    <FieldShell id={id} label={m.payment_receiptLabel()} error={shownError}>
      <p id={hintId} className="payment-note">
        {m.payment_receiptHint({ max: RECEIPT_MAX_MB })}
      </p>
      <input
        ref={input}
        type="file"
        className={receipt ? 'visually-hidden' : 'payment-receipt-input'}
        accept={RECEIPT_ACCEPT}
        disabled={!hydrated || upload.isPending}
        // Once a receipt is shown, the bare input leaves the tab order; its Remove button brings it back.
        tabIndex={receipt ? -1 : undefined}
        {...controlAria({ id, label: m.payment_receiptLabel(), error: shownError })}
        aria-describedby={[hintId, shownError ? `${id}-error` : ''].filter(Boolean).join(' ')}
        onChange={(event) => choose(event.currentTarget.files?.[0])}
      />
      <p className="payment-receipt-status" aria-live="polite">
        {upload.isPending ? m.payment_receiptUploading() : receipt ? m.payment_receiptAttached() : ''}
      </p>
      {receipt && (
        <div className="payment-receipt" data-testid="payment-receipt">
          <span className="payment-receipt-name">
            {receipt.file_name} · {fileSizeText(receipt.size, htmlLang(currentLocale()))}
          </span>
          <button type="button" className="button" onClick={remove} aria-label={m.payment_receiptRemoveNamed({ name: receipt.file_name })}>
            {m.payment_receiptRemove()}
          </button>
        </div>
      )}
    </FieldShell>
  );
}
