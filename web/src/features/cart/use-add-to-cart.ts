import { useAddCartItem } from '@chipmart/generated/internal/hooks/cart/cart';
import { getListGoodsSuppliersQueryOptions } from '@chipmart/generated/internal/hooks/catalog/catalog';
import type { GoodsCard, SkuOffer } from '@chipmart/generated/internal/model/index';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { m } from '$paraglide/messages.js';
import { TOAST_ERROR_DURATION_MS } from '@/platform/constants.ts';
import { loginHref } from '@/platform/session/login-href.ts';
import { useSession } from '@/platform/session/session-store.ts';
import { showToast } from '@/ui/toast-store.ts';
import { currentQueryScope, scopedQuery } from '@/platform/query-scope.ts';
import { roundToOrderRules } from '@/shared/goods/quantity-price.ts';
import { refreshCart } from './cart-refresh.ts';

type Part = Pick<GoodsCard, 'goods_id' | 'part_number'>;

const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : m.cart_addFailed());

/**
 * Adding to the cart: visitors are sent to sign in and come back here. A cart
 * line is one supplier offer, so from a list row (no offer chosen) the
 * cheapest offer in stock at the wanted quantity is taken, and the quantity
 * is rounded up to that offer's MOQ and order multiple.
 */
export function useAddToCart(): { add: (part: Part, quantity?: number, offer?: SkuOffer) => Promise<void>; isAdding: boolean } {
  const { token } = useSession();
  const here = useRouterState({ select: (state) => state.location.href });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useAddCartItem();

  async function cheapestOfferInStock(part: Part, quantity: number | undefined): Promise<SkuOffer | undefined> {
    const params = { sort: 'price_asc', in_stock_only: true, ...(quantity ? { quantity } : {}) } as const;
    const offers = await queryClient.fetchQuery(scopedQuery(getListGoodsSuppliersQueryOptions(part.goods_id, params), currentQueryScope()));
    return offers.lists[0];
  }

  async function add(part: Part, quantity?: number, offer?: SkuOffer): Promise<void> {
    if (!token) {
      await navigate({ href: loginHref(here) });
      return;
    }
    try {
      const chosen = offer ?? (await cheapestOfferInStock(part, quantity));
      if (!chosen) {
        showToast(m.cart_noOffer({ part: part.part_number }), 'error', TOAST_ERROR_DURATION_MS);
        return;
      }
      const cartNum = roundToOrderRules(quantity ?? chosen.moq, chosen);
      await mutation.mutateAsync({ data: { goods_id: part.goods_id, sku_id: chosen.sku_id, cart_num: cartNum } });
      await refreshCart(queryClient);
      showToast(m.cart_added({ part: part.part_number, count: cartNum }));
    } catch (error) {
      showToast(errorText(error), 'error', TOAST_ERROR_DURATION_MS);
    }
  }

  return { add, isAdding: mutation.isPending };
}
