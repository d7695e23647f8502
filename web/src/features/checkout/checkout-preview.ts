import { previewBuyNow, previewCheckout } from '@chipmart/generated/internal/hooks/order/order';
import type { OrderBuyNowItem, OrderCheckoutPreview, OrderCheckoutPreviewRequest } from '@chipmart/generated/internal/model/index';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { scopedQuery, useQueryScope, type QueryScope } from '@/platform/query-scope.ts';

/** What the buyer chose so far; null lets the server pick (default address, no separate billing, cheapest shipping). */
export type CheckoutChoices = Required<OrderCheckoutPreviewRequest>;

export const NO_CHOICES: CheckoutChoices = { address_id: null, billing_id: null, shipping_id: null };

/*
 * Both previews are POSTs (the choices are the body), so orval made mutation
 * hooks of them; a preview is a read, so it runs as a query keyed by the URL
 * and the body like the generated keys, and scoped like every query (it is
 * priced in the request currency).
 */
export function checkoutPreviewOptions(buyNow: OrderBuyNowItem | undefined, choices: CheckoutChoices, scope: QueryScope) {
  if (buyNow) {
    const body = { ...buyNow, ...choices };
    return scopedQuery(
      queryOptions<OrderCheckoutPreview>({ queryKey: ['/api/orders/buyNow_before', body], queryFn: ({ signal }) => previewBuyNow(body, undefined, undefined, signal) }),
      scope,
    );
  }
  return scopedQuery(queryOptions<OrderCheckoutPreview>({ queryKey: ['/api/orders/before', choices], queryFn: ({ signal }) => previewCheckout(choices, undefined, undefined, signal) }), scope);
}

/**
 * The checkout preview for the choices; while another choice is priced the
 * last preview stays on screen (`isPlaceholderData`), so nothing jumps.
 */
export function useCheckoutPreview(buyNow: OrderBuyNowItem | undefined, choices: CheckoutChoices) {
  return useQuery({ ...checkoutPreviewOptions(buyNow, choices, useQueryScope()), placeholderData: keepPreviousData, retry: false });
}
