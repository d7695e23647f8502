import type { OrderCheckoutPreview } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';
import { formatMoney } from '@/platform/lib/money.ts';
import { ChoiceCards } from './ChoiceCards.tsx';

interface Props {
  preview: OrderCheckoutPreview;
  onChoose: (shippingId: number) => void;
  disabled: boolean;
}

/** The ways to ship to the chosen address, cheapest first (the server's order); the cheapest is chosen until the buyer picks. */
export function ShippingChoice({ preview, onChoose, disabled }: Props) {
  const id = 'checkout-shipping';
  const money = (value: number) => formatMoney(value, preview.currency_code, preview.currency_symbol, 'total');
  const cards = preview.shipping_options.map((option) => ({
    value: String(option.shippingId),
    content: (
      <span className="checkout-shipping-option">
        <strong>{option.shippingName}</strong>
        <span>{option.shippingTime}</span>
        <span className="checkout-shipping-price">{money(option.shippingPrice)}</span>
      </span>
    ),
  }));
  return (
    <section className="checkout-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="checkout-section-title">
        {m.checkout_shippingTitle()}
      </h2>
      {cards.length === 0 ? (
        <p className="checkout-note">{preview.address_id === null ? m.checkout_shippingNeedsAddress() : m.checkout_shippingNone()}</p>
      ) : (
        <ChoiceCards
          id={id}
          labelledBy={`${id}-title`}
          value={preview.shipping_id === null ? '' : String(preview.shipping_id)}
          onValueChange={(value) => onChoose(Number(value))}
          cards={cards}
          disabled={disabled}
        />
      )}
    </section>
  );
}
