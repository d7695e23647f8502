import type { PayMethodOption } from '@chipmart/generated/internal/model/index';
import { variantConfig } from '@variant-rules/config.ts';
import { m } from '$paraglide/messages.js';
import { setCurrency } from '@/platform/currency/currency-store.ts';

/**
 * Why a method cannot be used now. A method that charges only another
 * currency (WeChat Pay and Alipay take CNY) offers to pay in that currency,
 * which the whole shop then shows.
 */
export function MethodUnavailable({ method, payCurrency }: { method: PayMethodOption; payCurrency: string }) {
  const otherCurrency = method.pay_currency_code !== payCurrency && !variantConfig.forcedCurrency;
  return (
    <div className="payment-refusal" id={`payment-${method.pay_method}-reason`}>
      <p>{method.unavailable_reason ?? m.payment_methodUnavailable()}</p>
      {otherCurrency && (
        <button type="button" className="button" onClick={() => setCurrency(method.pay_currency_code, method.pay_currency_symbol)}>
          {m.payment_payInCurrency({ currency: method.pay_currency_code })}
        </button>
      )}
    </div>
  );
}
