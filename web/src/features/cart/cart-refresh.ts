import { getGetCartCountQueryKey, getGetCartListsQueryKey } from '@chipmart/generated/internal/hooks/cart/cart';
import type { QueryClient } from '@tanstack/react-query';

/**
 * After any change to the cart: the lines (page and drawer) and the badge's
 * count are fetched again, in every language and currency they were kept in.
 * Every cart mutation of the shop ends here, so the page, the drawer and the
 * side bar's badge never disagree.
 */
export async function refreshCart(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: getGetCartCountQueryKey() }),
    queryClient.invalidateQueries({ queryKey: getGetCartListsQueryKey() }),
  ]);
}
