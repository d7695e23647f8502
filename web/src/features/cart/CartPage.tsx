import { getGetCartListsQueryOptions } from '@chipmart/generated/internal/hooks/cart/cart';
import { m } from '$paraglide/messages.js';
import { useScopedQuery } from '@/platform/query-scope.ts';
import { LoadFailed } from '@/shared/LoadFailed.tsx';
import { CheckboxField } from '@/ui/fields/CheckboxField.tsx';
import { LoadingText } from '@/ui/LoadingText.tsx';
import { CartEmpty } from './CartEmpty.tsx';
import { CartLineItem } from './CartLineItem.tsx';
import { CartSummary } from './CartSummary.tsx';
import { useCartChanges } from './use-cart-changes.ts';
import './cart-page.css';

/**
 * The cart page: every line with its quantity, prices and problems, ticks
 * for checkout (kept on the server, so checkout reads the same ones), removing
 * one or the ticked lines, and the ticked lines' total with the way to pay.
 */
export function CartPage() {
  const { data: cart, error, isPending, refetch } = useScopedQuery(getGetCartListsQueryOptions(undefined, { query: { retry: false } }));
  const changes = useCartChanges();

  if (isPending) return <p className="cart-loading"><LoadingText /></p>;
  if (error || !cart) return <LoadFailed onRetry={() => void refetch()} />;
  if (cart.lists.length === 0) return <CartEmpty />;

  const ticked = cart.lists.filter((line) => line.selected);
  const allTicked = ticked.length === cart.lists.length;
  return (
    <div className="cart-page">
      <div className="cart-lines-area">
        <div className="cart-toolbar">
          <CheckboxField id="cart-tick-all" label={m.cart_selectAll()} checked={allTicked} onCheckedChange={(checked) => void changes.tick(checked, 'all')} />
          <button type="button" className="button" disabled={ticked.length === 0 || changes.removing} onClick={() => void changes.removeLines(ticked)}>
            {m.cart_removeSelected({ count: ticked.length })}
          </button>
        </div>
        <ul className="cart-lines" aria-label={m.cart_linesLabel({ count: cart.lists.length })}>
          {cart.lists.map((line) => (
            <CartLineItem
              key={line.id}
              line={line}
              changeQuantity={changes.changeQuantity}
              tick={(selected) => void changes.tick(selected, [line.id])}
              remove={() => changes.removeLines([line])}
            />
          ))}
        </ul>
      </div>
      <CartSummary cart={cart} busy={changes.ticking || changes.removing} />
    </div>
  );
}
