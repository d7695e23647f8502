import { searchSchema, text, type SearchOutput } from '@/platform/lib/search-params.ts';

const orderNumber = text({ trim: true, pattern: /^[A-Za-z0-9-]{1,32}$/ });
/** A provider's token as PayPal sends it back (letters and digits). */
const providerToken = text({ pattern: /^[A-Za-z0-9_-]{1,64}$/ });

/**
 * The payment pages' search: the order as `order` (the shop's links) or
 * `order_sn` (the server's pay_page_url and the providers' return links),
 * and, on the way back from PayPal, its order `token` and `PayerID`.
 */
export const paymentSearchSchema = searchSchema({
  order: orderNumber,
  order_sn: orderNumber,
  token: providerToken,
  PayerID: providerToken,
});

export type PaymentSearch = SearchOutput<typeof paymentSearchSchema>;

/** The order the page is about, whichever name its link used. */
export const orderSnOf = (search: PaymentSearch): string | undefined => search.order ?? search.order_sn;

export const paymentPagePath = (orderSn: string) => `/pay/payment?order=${encodeURIComponent(orderSn)}`;
export const paymentSuccessPath = (orderSn: string) => `/pay/successful?order=${encodeURIComponent(orderSn)}`;
export const orderDetailPath = (orderSn: string) => `/myaccount/order-status-history/${encodeURIComponent(orderSn)}`;
