import { useConfirmOrderReceipt } from '@chipmart/generated/internal/hooks/order/order';
import { useState } from 'react';
import { m } from '$paraglide/messages.js';
import { TOAST_ERROR_DURATION_MS } from '@/platform/constants.ts';
import { Dialog } from '@/ui/Dialog.tsx';
import { showToast } from '@/ui/toast-store.ts';
import { ConflictNotice } from './ConflictNotice.tsx';
import { sortOrderChangeFailure } from './order-failure.ts';
import { useRefreshOrder } from './order-queries.ts';

/** Asks before confirming that a shipped order arrived: it completes the order for good. */
export function ReceiveOrderDialog({ orderSn, open, onOpenChange }: { orderSn: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [conflict, setConflict] = useState<string>();
  const receive = useConfirmOrderReceipt();
  const refreshOrder = useRefreshOrder();

  async function confirm() {
    setConflict(undefined);
    try {
      await receive.mutateAsync({ data: { order_sn: orderSn } });
      showToast(m.orders_received({ orderSn }));
      onOpenChange(false);
      await refreshOrder(orderSn);
    } catch (error) {
      const failure = sortOrderChangeFailure(error);
      if (failure.conflict) setConflict(failure.conflict);
      const unplaced = Object.values(failure.fields);
      if (unplaced.length > 0) showToast(unplaced.join(' '), 'error', TOAST_ERROR_DURATION_MS);
    }
  }

  async function refresh() {
    onOpenChange(false);
    setConflict(undefined);
    await refreshOrder(orderSn);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={m.orders_receiveTitle({ orderSn })} description={m.orders_receiveDescription()} width={480}>
      {conflict ? (
        <ConflictNotice message={conflict} onRefresh={() => void refresh()} />
      ) : (
        <div className="form-actions">
          <button type="button" className="button button-primary" disabled={receive.isPending} onClick={() => void confirm()}>
            {receive.isPending ? m.orders_receiveSending() : m.orders_receiveConfirm()}
          </button>
          <button type="button" className="button" onClick={() => onOpenChange(false)}>
            {m.orders_receiveNotYet()}
          </button>
        </div>
      )}
    </Dialog>
  );
}
