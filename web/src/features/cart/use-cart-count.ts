import { getGetCartCountQueryOptions } from '@chipmart/generated/internal/hooks/cart/cart';
import { useScopedQuery } from '@/platform/query-scope.ts';
import { useSession } from '@/platform/session/session-store.ts';

/** Lines in the cart; fetched only with a token (visitors have no cart). */
export function useCartCount(): number {
  const { token } = useSession();
  const { data } = useScopedQuery(getGetCartCountQueryOptions(undefined, { query: { enabled: Boolean(token), retry: false } }));
  return token ? (data?.count ?? 0) : 0;
}
