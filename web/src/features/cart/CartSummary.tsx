import type { CartList } from '@chipmart/generated/internal/model/index';
import { useNavigate } from '@tanstack/react-router';
import { m } from '$paraglide/messages.js';
import { localizePath } from '@/platform/i18n/locale.ts';
import { formatMoney } from '@/platform/lib/money.ts';
import { checkoutBlock, type CheckoutBlock } from './cart-checkout.ts';

function blockText(block: CheckoutBlock): string {
  return block.reason === 'nothingTicked' ? m.cart_checkoutNothingTicked() : m.cart_checkoutCannotBuy({ parts: block.parts.join(', ') });
}

/**
 * The ticked lines' total and the way to checkout, which reads the ticked
 * lines from the server. Checkout waits, saying why, while nothing is ticked
 * or a ticked line cannot be bought as it stands, or a change is on its way.
 */
export function CartSummary({ cart, busy }: { cart: CartList; busy: boolean }) {
  const navigate = useNavigate();
  const block = checkoutBlock(cart.lists);
  return (
    <section className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="cart-summary-title">
        {m.cart_summaryTitle()}
      </h2>
      <p className="cart-summary-count" data-testid="cart-selected-count">
        {m.cart_selectedCount({ count: cart.lists.filter((line) => line.selected).length, total: cart.lists.length })}
      </p>
      {/* While a change is on its way the total is the server's last one: shown dimmed until the answer. */}
      <p className={busy ? 'cart-summary-total cart-summary-total-stale' : 'cart-summary-total'} aria-busy={busy || undefined}>
        <span>{m.cart_total()}</span>
        <strong data-testid="cart-total">{formatMoney(cart.total_price, cart.currency_code, cart.currency_symbol, 'total')}</strong>
      </p>
      <button
        type="button"
        className="button button-primary cart-checkout"
        disabled={block !== undefined || busy}
        aria-describedby={block ? 'cart-checkout-reason' : undefined}
        onClick={() => void navigate({ href: localizePath('/pay/order') })}
      >
        {m.cart_checkout()}
      </button>
      {block && (
        <p id="cart-checkout-reason" className="cart-checkout-reason" data-testid="cart-checkout-reason">
          {blockText(block)}
        </p>
      )}
    </section>
  );
}
