import { getGetCartListsQueryKey, getGetCartListsQueryOptions, useChangeCartQuantity, useDeleteCartLine, useSelectCartLines } from '@chipmart/generated/internal/hooks/cart/cart';
import type { CartLine, CartList } from '@chipmart/generated/internal/model/index';
import { useQueryClient } from '@tanstack/react-query';
import { m } from '$paraglide/messages.js';
import { TOAST_ERROR_DURATION_MS } from '@/platform/constants.ts';
import { scopedQuery, useQueryScope } from '@/platform/query-scope.ts';
import { showToast } from '@/ui/toast-store.ts';
import { cartFailureText } from './cart-failure.ts';
import { refreshCart } from './cart-refresh.ts';

export type QuantityChange = { cart_num: number } | { step: 1 | -1 };

/**
 * The cart page's changes, each followed by a fresh read of the lines and
 * the count (so the drawer and the badge follow). A refused quantity is
 * handed back to its field; ticking and removing say how they went in toasts.
 */
export function useCartChanges() {
  const queryClient = useQueryClient();
  const scope = useQueryScope();
  const quantity = useChangeCartQuantity();
  const select = useSelectCartLines();
  const remove = useDeleteCartLine();

  /** Rejects with the server's refusal, for the quantity field to show; the lines are read again either way (stock may have moved). */
  async function changeQuantity(cartId: number, change: QuantityChange): Promise<void> {
    try {
      await quantity.mutateAsync({ data: { cart_id: cartId, ...change } });
    } finally {
      await refreshCart(queryClient);
    }
  }

  /**
   * Ticks or unticks lines (or all of them) for checkout. The ticks show at
   * once; the answer (the whole cart, with its new total) then replaces the
   * page's cart, and a refusal puts back what the server holds.
   */
  async function tick(selected: boolean, lines: 'all' | number[]): Promise<void> {
    const key = scopedQuery(getGetCartListsQueryOptions(), scope).queryKey;
    // Only a read in flight is cancelled (it would overwrite the ticks); otherwise the ticks show without waiting a turn.
    if (queryClient.isFetching({ queryKey: key }) > 0) await queryClient.cancelQueries({ queryKey: key });
    queryClient.setQueryData<CartList>(key, (cart) => cart && { ...cart, lists: cart.lists.map((line) => (lines === 'all' || lines.includes(line.id) ? { ...line, selected } : line)) });
    try {
      const body = lines === 'all' ? { selected, all: true } : { selected, cart_ids: lines };
      const cart: CartList = await select.mutateAsync({ data: body });
      queryClient.setQueryData(key, cart);
      // The other languages and currencies are read again when next shown.
      await queryClient.invalidateQueries({ queryKey: getGetCartListsQueryKey(), refetchType: 'none' });
    } catch (error) {
      showToast(cartFailureText(error), 'error', TOAST_ERROR_DURATION_MS);
      await refreshCart(queryClient);
    }
  }

  /** Removes the lines, then says how many went (by part number for one) and why any stayed. */
  async function removeLines(lines: readonly Pick<CartLine, 'id' | 'part_number'>[]): Promise<void> {
    const results = await Promise.allSettled(lines.map((line) => remove.mutateAsync({ cartId: line.id })));
    await refreshCart(queryClient);
    const removed = lines.filter((_, index) => results[index]!.status === 'fulfilled');
    if (removed.length === 1) showToast(m.cart_removed({ part: removed[0]!.part_number }));
    else if (removed.length > 1) showToast(m.cart_removedMany({ count: removed.length }));
    const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failed) showToast(cartFailureText(failed.reason), 'error', TOAST_ERROR_DURATION_MS);
  }

  return {
    changeQuantity,
    tick,
    removeLines,
    ticking: select.isPending,
    removing: remove.isPending,
  };
}
