import type { PayMethodCode, PayMethodOption } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';
import { totalText } from './money-text.ts';

/**
 * The methods the server offers for this order, site and currency, in its
 * order. Every one can be chosen, so its panel can say why it cannot be
 * used now (another currency, not enough credit) instead of hiding it.
 * Native radio buttons: the browser gives them the arrow keys and the
 * grouping, and the page does not load a widget library up front for them.
 */
export function MethodChooser({ methods, chosen, onChoose }: { methods: PayMethodOption[]; chosen: PayMethodCode | undefined; onChoose: (code: PayMethodCode) => void }) {
  return (
    <fieldset className="payment-methods">
      <legend className="payment-section-title">{m.payment_chooseMethod()}</legend>
      <div className="payment-method-list">
        {methods.map((method) => {
          const id = `payment-method-${method.pay_method}`;
          return (
            <div key={method.pay_method} className={method.available ? 'payment-method' : 'payment-method payment-method-unavailable'}>
              <input
                type="radio"
                className="payment-method-radio"
                name="payment-method"
                value={method.pay_method}
                id={id}
                aria-describedby={`${id}-about`}
                checked={method.pay_method === chosen}
                onChange={() => onChoose(method.pay_method)}
              />
              <img src={method.icon} alt="" width={28} height={28} className="payment-method-icon" />
              <label htmlFor={id} className="payment-method-name">
                {method.name}
              </label>
              <span className="payment-method-amount">{totalText(method.pay_amount, method.pay_currency_code, method.pay_currency_symbol)}</span>
              <span id={`${id}-about`} className="payment-method-about">
                {method.available ? method.description : (method.unavailable_reason ?? m.payment_methodUnavailable())}
              </span>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
