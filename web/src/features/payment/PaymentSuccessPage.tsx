import type { OrderPaymentStatus } from '@chipmart/generated/internal/model/index';
import { useState } from 'react';
import { m } from '$paraglide/messages.js';
import { LoadFailed } from '@/shared/LoadFailed.tsx';
import { CopyableText } from '@/ui/CopyableText.tsx';
import { Fact } from '@/ui/Fact.tsx';
import { LoadingText } from '@/ui/LoadingText.tsx';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { isMissingOrder } from './api-problem.ts';
import { methodName } from './method-names.ts';
import { momentText, totalText } from './money-text.ts';
import { NoOrder } from './NoOrder.tsx';
import { paymentStage, type PaymentStage } from './payment-stage.ts';
import { ReportedReceipt } from './ReportedReceipt.tsx';
import { orderDetailPath, orderSnOf, paymentPagePath, type PaymentSearch } from './payment-search.ts';
import { usePaymentState } from './use-payment-state.ts';
import { usePaypalReturn } from './use-paypal-return.ts';
import './payment.css';

/** /pay/successful: how the order's payment stands after paying, and where to go next. */
export function PaymentSuccessPage({ search }: { search: PaymentSearch }) {
  const orderSn = orderSnOf(search);
  return orderSn ? <PaymentOutcome key={orderSn} orderSn={orderSn} paypalToken={search.token} /> : <NoOrder />;
}

function headline(stage: PaymentStage, status: OrderPaymentStatus): string {
  switch (stage) {
    case 'paid':
      return m.payment_successPaid();
    case 'onCredit':
      return m.payment_successOnCredit();
    case 'pending':
      return status.pay_method === 'bank' ? m.payment_successBankPending() : m.payment_successPending();
    case 'awaiting':
      return m.payment_successNotPaid();
    default:
      return m.payment_notPayableTitle();
  }
}

function nextSteps(stage: PaymentStage, status: OrderPaymentStatus): string {
  switch (stage) {
    case 'paid':
      return m.payment_nextPaid();
    case 'onCredit':
      return m.payment_nextOnCredit();
    case 'pending':
      return status.pay_method === 'bank' ? m.payment_nextBankPending() : m.payment_nextPending();
    case 'awaiting':
      return m.payment_nextNotPaid();
    case 'cancelled':
      return m.payment_notPayableCancelled();
    case 'refunded':
      return m.payment_notPayableRefunded();
    default:
      return m.payment_notPayableClosed();
  }
}

function PaymentOutcome({ orderSn, paypalToken }: { orderSn: string; paypalToken: string | undefined }) {
  const [captureProblem, setCaptureProblem] = useState<string>();
  // Back from a provider, the order may be paid a moment later (its notification): watched until then, unless the capture failed.
  const status = usePaymentState(orderSn, (current) => !captureProblem && current.pay_method !== null);
  const stage = status.data ? paymentStage(status.data) : undefined;
  const capturing = usePaypalReturn(orderSn, paypalToken, stage, setCaptureProblem);

  if (status.isPending || capturing) {
    return (
      <p className="payment-loading" role="status">
        {capturing ? m.payment_capturing() : <LoadingText />}
      </p>
    );
  }
  if (status.isError) return isMissingOrder(status.error) ? <NoOrder /> : <LoadFailed onRetry={() => void status.refetch()} />;

  const outcome = status.data;
  const current = paymentStage(outcome);
  const done = current === 'paid' || current === 'onCredit';
  return (
    <section className={done ? 'payment-outcome payment-outcome-done' : 'payment-outcome'} aria-labelledby="payment-outcome-title">
      <h2 id="payment-outcome-title" className="payment-outcome-title" data-testid="payment-outcome">
        {headline(current, outcome)}
      </h2>
      {captureProblem && (
        <p className="payment-refusal" role="alert">
          {captureProblem}
        </p>
      )}
      <dl className="payment-facts">
        <Fact term={m.payment_orderNumber()}>
          <CopyableText text={outcome.order_sn} />
        </Fact>
        <Fact term={done ? m.payment_amountPaid() : m.payment_amountDue()}>{totalText(outcome.realized_price, outcome.currency_code, outcome.currency_symbol)}</Fact>
        {outcome.pay_method && (
          <div>
            <dt>{m.payment_paidWith()}</dt>
            <dd data-testid="payment-method-used">{methodName(outcome.pay_method)}</dd>
          </div>
        )}
        {outcome.pay_method === 'bank' && (current === 'pending' || current === 'paid') && <ReportedReceipt orderSn={orderSn} />}
        {outcome.pay_time && (
          <Fact term={m.payment_paidAt()}>
            <time dateTime={outcome.pay_time}>{momentText(outcome.pay_time)}</time>
          </Fact>
        )}
      </dl>
      <p role="status">{nextSteps(current, outcome)}</p>
      <div className="actions">
        {current === 'awaiting' && (
          <LocalLink to={paymentPagePath(orderSn)} className="button button-primary">
            {m.payment_payNow()}
          </LocalLink>
        )}
        <LocalLink to={orderDetailPath(orderSn)} className={current === 'awaiting' ? 'button' : 'button button-primary'}>
          {m.payment_viewOrder()}
        </LocalLink>
        {current === 'onCredit' && (
          <LocalLink to="/myaccount/net-terms" className="button">
            {m.payment_netTermsAccount()}
          </LocalLink>
        )}
        <LocalLink to="/" className="button">
          {m.payment_continueShopping()}
        </LocalLink>
      </div>
    </section>
  );
}
