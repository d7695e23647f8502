import type { OrderBuyNowItem } from '@chipmart/generated/internal/model/index';
import { integer, searchSchema, type SearchOutput } from '@/platform/lib/search-params.ts';

/** Database ids and quantities fit PostgreSQL's integer, as the contract bounds them. */
const ID_MAX = 2_147_483_647;

/**
 * /pay/order?goods=<goods_id>&sku=<sku_id>&num=<qty> buys one offer from a
 * product page; without all three the page checks out the ticked cart lines.
 */
export const checkoutSearchSchema = searchSchema({
  goods: integer({ max: ID_MAX }),
  sku: integer({ max: ID_MAX }),
  num: integer({ max: ID_MAX }),
});

export type CheckoutSearch = SearchOutput<typeof checkoutSearchSchema>;

/** The offer a buy-now link names, or undefined for the cart's checkout. */
export function buyNowItem(search: CheckoutSearch): OrderBuyNowItem | undefined {
  const { goods, sku, num } = search;
  return goods !== undefined && sku !== undefined && num !== undefined ? { goods_id: goods, sku_id: sku, num } : undefined;
}

/** The checkout page for one offer, as the product page's "Buy now" links to it. */
export function buyNowPath(item: OrderBuyNowItem): string {
  const params = new URLSearchParams({ goods: String(item.goods_id), sku: String(item.sku_id), num: String(item.num) });
  return `/pay/order?${params.toString()}`;
}
