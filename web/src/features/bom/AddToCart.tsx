import { addCartItems } from '@chipmart/generated/internal/hooks/cart/cart';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { m } from '$paraglide/messages.js';
import { refreshCart } from '@/features/cart';
import { TOAST_ERROR_DURATION_MS } from '@/platform/constants.ts';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { showToast } from '@/ui/toast-store.ts';
import { bomFailureText } from './bom-failure.ts';
import { allBomLines, cartItemsOf, inBatches, type CartOutcome } from './cart-lines.ts';

/**
 * Puts the BOM's matched lines into the cart (addCartItems, 200 lines a
 * call), each at its order quantity with its chosen offer; the cart badge and
 * lists are fetched again. The result stays on the page with the way to the
 * cart and the lines the cart refused, in the server's words.
 */
export function AddToCart({ bomId, matchedCount }: { bomId: number; matchedCount: number }) {
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<CartOutcome>();

  async function add() {
    setSending(true);
    setOutcome(undefined);
    try {
      const items = cartItemsOf(await allBomLines(bomId));
      if (items.length === 0) {
        showToast(m.bom_cartNothing(), 'error', TOAST_ERROR_DURATION_MS);
        return;
      }
      const result: CartOutcome = { added: 0, failed: [] };
      for (const batch of inBatches(items)) {
        const answer = await addCartItems({ source: 'bom', source_id: bomId, items: batch });
        result.added += answer.added_count;
        result.failed.push(...answer.results.filter((line) => line.result !== 'added' && line.result !== 'merged'));
      }
      await refreshCart(queryClient);
      setOutcome(result);
      showToast(result.failed.length === 0 ? m.bom_cartAdded({ count: result.added }) : m.bom_cartPartly({ added: result.added, failed: result.failed.length }), result.failed.length === 0 ? 'success' : 'error');
    } catch (error) {
      showToast(bomFailureText(error), 'error', TOAST_ERROR_DURATION_MS);
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="bom-cart">
      <button type="button" className="button button-primary" disabled={sending || matchedCount === 0} aria-busy={sending || undefined} onClick={() => void add()}>
        {sending ? m.bom_cartSending() : m.bom_cartAdd({ count: matchedCount })}
      </button>
      {outcome && (
        <div className="bom-cart-outcome" role="status">
          <p>
            {outcome.failed.length === 0 ? m.bom_cartAdded({ count: outcome.added }) : m.bom_cartPartly({ added: outcome.added, failed: outcome.failed.length })}{' '}
            <LocalLink to="/shoppingcart">{m.bom_cartOpen()}</LocalLink>
          </p>
          {outcome.failed.length > 0 && (
            <ul className="bom-doubts">
              {outcome.failed.map((line, position) => (
                <li key={position}>{m.bom_cartLineFailed({ part: line.part_number ?? String(line.goods_id), reason: line.message })}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
