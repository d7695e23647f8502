import { useCancelOrder } from '@chipmart/generated/internal/hooks/order/order';
import { useRef, useState, type FormEvent } from 'react';
import { m } from '$paraglide/messages.js';
import { TOAST_ERROR_DURATION_MS } from '@/platform/constants.ts';
import { Dialog } from '@/ui/Dialog.tsx';
import { TextAreaField } from '@/ui/fields/TextAreaField.tsx';
import { showToast } from '@/ui/toast-store.ts';
import { cancelReasonError } from './cancel-rules.ts';
import { ConflictNotice } from './ConflictNotice.tsx';
import { sortOrderChangeFailure } from './order-failure.ts';
import { useRefreshOrder } from './order-queries.ts';

const REASON_FIELD = 'cancel_reason';

/** Asks before cancelling an unpaid order, with an optional reason kept on the order. */
export function CancelOrderDialog({ orderSn, open, onOpenChange }: { orderSn: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [conflict, setConflict] = useState<string>();
  const form = useRef<HTMLFormElement>(null);
  const cancel = useCancelOrder();
  const refreshOrder = useRefreshOrder();

  const showReasonError = (message: string) => {
    setReasonError(message);
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const ruleBroken = cancelReasonError(reason);
    if (ruleBroken) return showReasonError(ruleBroken);
    setReasonError(undefined);
    setConflict(undefined);
    const trimmed = reason.trim();
    try {
      await cancel.mutateAsync({ data: { order_sn: orderSn, ...(trimmed ? { cancel_reason: trimmed } : {}) } });
      showToast(m.orders_cancelled({ orderSn }));
      onOpenChange(false);
      await refreshOrder(orderSn);
    } catch (error) {
      const failure = sortOrderChangeFailure(error);
      if (failure.conflict) setConflict(failure.conflict);
      const { [REASON_FIELD]: serverReasonError, ...others } = failure.fields;
      if (serverReasonError) showReasonError(serverReasonError);
      const unplaced = Object.values(others);
      if (unplaced.length > 0) showToast(unplaced.join(' '), 'error', TOAST_ERROR_DURATION_MS);
    }
  }

  async function refresh() {
    onOpenChange(false);
    setConflict(undefined);
    await refreshOrder(orderSn);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={m.orders_cancelTitle({ orderSn })} description={m.orders_cancelDescription()} width={480}>
      {conflict ? (
        <ConflictNotice message={conflict} onRefresh={() => void refresh()} />
      ) : (
        <form ref={form} className="form" noValidate onSubmit={(event) => void submit(event)}>
          <TextAreaField
            id={`cancel-reason-${orderSn}`}
            label={m.orders_cancelReason()}
            error={reasonError}
            value={reason}
            rows={3}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className="form-actions">
            <button type="submit" className="button order-button-danger" disabled={cancel.isPending}>
              {cancel.isPending ? m.orders_cancelSending() : m.orders_cancelConfirm()}
            </button>
            <button type="button" className="button" onClick={() => onOpenChange(false)}>
              {m.orders_cancelKeep()}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
