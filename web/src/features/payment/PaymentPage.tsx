import { getGetOrderPaymentStateQueryKey, getGetOrderQueryKey, getGetOrderQueryOptions } from '@chipmart/generated/internal/hooks/order/order';
import { getListPayMethodsQueryKey, getListPayMethodsQueryOptions } from '@chipmart/generated/internal/hooks/pay/pay';
import type { PayMethodCode, PayMethodList } from '@chipmart/generated/internal/model/index';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { m } from '$paraglide/messages.js';
import { localizePath } from '@/platform/i18n/locale.ts';
import { useQueryScope, useScopedQuery } from '@/platform/query-scope.ts';
import { LoadFailed } from '@/shared/LoadFailed.tsx';
import { LoadingText } from '@/ui/LoadingText.tsx';
import { isMissingOrder } from './api-problem.ts';
import { MethodChooser } from './MethodChooser.tsx';
import { MethodPanel } from './MethodPanel.tsx';
import { NoOrder } from './NoOrder.tsx';
import { NotPayable } from './NotPayable.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { isPaidFor, paymentStage } from './payment-stage.ts';
import { orderSnOf, paymentSuccessPath, type PaymentSearch } from './payment-search.ts';
import { usePaymentState } from './use-payment-state.ts';
import './payment.css';

/** /pay/payment: the order named in the link, and the ways to pay it. */
export function PaymentPage({ search }: { search: PaymentSearch }) {
  const orderSn = orderSnOf(search);
  return orderSn ? <OrderPayment key={orderSn} orderSn={orderSn} /> : <NoOrder />;
}

/** Whether the deadline has passed though the order has not been cancelled yet (the expiry timer runs every so often). */
const pastDeadline = (payable: PayMethodList) => payable.expire_time !== null && new Date(payable.expire_time).getTime() <= Date.now();

function OrderPayment({ orderSn }: { orderSn: string }) {
  const { currency } = useQueryScope();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<PayMethodCode>();
  const [watching, setWatching] = useState(false);
  const methods = useScopedQuery(getListPayMethodsQueryOptions({ order_sn: orderSn, currency_code: currency }, { query: { retry: false } }));
  const order = useScopedQuery(getGetOrderQueryOptions(orderSn, undefined, { query: { retry: false } }));
  const status = usePaymentState(orderSn, () => watching);
  const stage = status.data ? paymentStage(status.data) : methods.data ? paymentStage(methods.data) : undefined;

  const queryClient = useQueryClient();
  // What the order looked like before this payment is no longer true: the next pages ask again.
  const toSuccess = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: getGetOrderPaymentStateQueryKey({ order_sn: orderSn }) });
    void queryClient.invalidateQueries({ queryKey: getListPayMethodsQueryKey({ order_sn: orderSn }) });
    void queryClient.invalidateQueries({ queryKey: getGetOrderQueryKey(orderSn) });
    void navigate({ href: localizePath(paymentSuccessPath(orderSn)) });
  }, [navigate, orderSn, queryClient]);

  // A payment that completes while the page is open (a QR code scanned on a phone) leads on to the success page.
  const sawAwaiting = useRef(false);
  useEffect(() => {
    if (stage === 'awaiting') sawAwaiting.current = true;
    else if (stage && isPaidFor(stage) && sawAwaiting.current) toSuccess();
  }, [stage, toSuccess]);

  if (methods.isPending) {
    return (
      <p className="payment-loading payment-page-loading">
        <LoadingText />
      </p>
    );
  }
  if (methods.isError) return isMissingOrder(methods.error) ? <NoOrder /> : <LoadFailed onRetry={() => void methods.refetch()} />;

  const payable = methods.data;
  const current = stage ?? paymentStage(payable);
  const expired = current === 'awaiting' && pastDeadline(payable);
  const method = payable.methods.find((option) => option.pay_method === chosen) ?? payable.methods.find((option) => option.available);
  return (
    <div className="payment-page">
      <OrderSummary payable={payable} order={order.data} orderLoading={order.isPending} />
      {current !== 'awaiting' || expired ? (
        <NotPayable orderSn={orderSn} stage={expired ? 'expired' : current} />
      ) : payable.methods.length === 0 ? (
        <p className="payment-refusal">{m.payment_noMethods()}</p>
      ) : (
        <>
          <MethodChooser methods={payable.methods} chosen={method?.pay_method} onChoose={setChosen} />
          {method && (
            <section className="payment-panel" aria-labelledby="payment-panel-title">
              <h2 id="payment-panel-title" className="payment-section-title">
                {method.name}
              </h2>
              <MethodPanel key={`${method.pay_method} ${payable.currency_code}`} method={method} payable={payable} onWatch={setWatching} onDone={toSuccess} />
            </section>
          )}
        </>
      )}
    </div>
  );
}
