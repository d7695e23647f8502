import { useCreateAlipayOrder, useCreatePaypalOrder } from '@chipmart/generated/internal/hooks/pay/pay';
import type { PayMethodOption } from '@chipmart/generated/internal/model/index';
import { useState } from 'react';
import { m } from '$paraglide/messages.js';
import { localizePath } from '@/platform/i18n/locale.ts';
import { problemText } from './api-problem.ts';
import { totalText } from './money-text.ts';
import { paymentSuccessPath } from './payment-search.ts';
import { alipayMode, goToProvider, submitProviderForm } from './provider-redirect.ts';

/** What a redirecting method needs: start the provider's payment, then leave for its page. */
interface Start {
  pending: boolean;
  /** Calls `onFailed` with what to tell the buyer when the payment could not be started. */
  start: (onFailed: (problem: string) => void) => void;
}

function RedirectPanel({ method, intro, start }: { method: PayMethodOption; intro: string; start: Start }) {
  const [problem, setProblem] = useState<string>();
  const [leaving, setLeaving] = useState(false);
  const busy = start.pending || leaving;
  return (
    <div className="payment-panel-body">
      <p>{intro}</p>
      {problem && (
        <p className="payment-refusal" role="alert">
          {problem}
        </p>
      )}
      <div className="actions">
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          onClick={() => {
            setProblem(undefined);
            setLeaving(true);
            start.start((text) => {
              setLeaving(false);
              setProblem(text);
            });
          }}
        >
          {busy ? m.payment_opening() : m.payment_payWith({ method: method.name, amount: totalText(method.pay_amount, method.pay_currency_code, method.pay_currency_symbol) })}
        </button>
      </div>
    </div>
  );
}

/** PayPal: the provider order for the amount in the currency paid in, then PayPal's approval page; PayPal brings the buyer back to the success page, which captures. */
export function PaypalPanel({ method, orderSn, currency }: { method: PayMethodOption; orderSn: string; currency: string }) {
  const create = useCreatePaypalOrder();
  const start: Start = {
    pending: create.isPending,
    start: (onFailed) =>
      create.mutate(
        { data: { order_sn: orderSn, currency_code: currency } },
        {
          onSuccess: (order) => (order.approve_url ? goToProvider(order.approve_url) : onFailed(m.payment_providerNoLink())),
          onError: (error) => onFailed(problemText(error)),
        },
      ),
  };
  return <RedirectPanel method={method} intro={m.payment_paypalIntro()} start={start} />;
}

/** Alipay: the cashier (desktop page, or the mobile one as a form); Alipay brings the buyer back to the success page. */
export function AlipayPanel({ method, orderSn }: { method: PayMethodOption; orderSn: string }) {
  const create = useCreateAlipayOrder();
  const start: Start = {
    pending: create.isPending,
    start: (onFailed) =>
      create.mutate(
        { data: { order_sn: orderSn, mode: alipayMode(), return_url: localizePath(paymentSuccessPath(orderSn)) } },
        {
          onSuccess: (order) => {
            try {
              if (order.pay_url) goToProvider(order.pay_url);
              else if (order.pay_form) submitProviderForm(order.pay_form);
              else onFailed(m.payment_providerNoLink());
            } catch {
              onFailed(m.payment_providerNoLink());
            }
          },
          onError: (error) => onFailed(problemText(error)),
        },
      ),
  };
  return <RedirectPanel method={method} intro={m.payment_alipayIntro()} start={start} />;
}
