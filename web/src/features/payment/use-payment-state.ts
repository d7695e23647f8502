import { getGetOrderPaymentStateQueryOptions } from '@chipmart/generated/internal/hooks/order/order';
import type { OrderPaymentStatus } from '@chipmart/generated/internal/model/index';
import { useScopedQuery } from '@/platform/query-scope.ts';
import { paymentStage, STATE_POLL_MS } from './payment-stage.ts';

/**
 * The order's payment state (orders/getOrderState). A pending payment is
 * asked about again every few seconds until it settles (paid, on credit,
 * cancelled, refunded), and so is an order awaiting payment while
 * `watchAwaiting` says so (a QR code shown, the buyer back from a provider),
 * so the page follows a payment made elsewhere (a phone scanning the code,
 * finance receiving a transfer) without a reload.
 */
export function usePaymentState(orderSn: string, watchAwaiting: (status: OrderPaymentStatus) => boolean) {
  return useScopedQuery(
    getGetOrderPaymentStateQueryOptions(
      { order_sn: orderSn },
      {
        query: {
          retry: false,
          refetchInterval: (query) => {
            const status = query.state.data;
            if (!status) return false;
            const stage = paymentStage(status);
            return stage === 'pending' || (stage === 'awaiting' && watchAwaiting(status)) ? STATE_POLL_MS : false;
          },
        },
      },
    ),
  );
}
