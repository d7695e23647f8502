import { notFound } from '../../platform/http/errors.ts';
import { signedIn, type Handler } from '../../platform/http/handler.ts';
import type { AuthUser } from '../identity/index.ts';
import { quantityRefused, quantityRuleBroken } from '../cart/index.ts';
import { readCheckoutRows } from './checkout-lines.ts';
import { previewCheckout } from './checkout-preview.ts';
import type { OrdersDeps } from './deps.ts';
import { orderMessages } from './messages.ts';

/** orders/before: the checkout of the ticked cart lines. */
export const previewCartCheckout = (deps: OrdersDeps): Handler<'previewCheckout', AuthUser> => async ({ user, body, locale, currency }) => {
  const { userId } = signedIn(user);
  const rows = await readCheckoutRows(deps.db, userId, 'cart', deps.now());
  return previewCheckout(deps, { userId, source: 'cart', rows, addressId: body.address_id, billingId: body.billing_id, shippingId: body.shipping_id, locale, currency });
};

/** orders/buyNow_before: the checkout of one offer from a product page; a quantity breaking the offer's rules is 422. */
export const previewBuyNow = (deps: OrdersDeps): Handler<'previewBuyNow', AuthUser> => async ({ user, body, locale, currency }) => {
  const { userId } = signedIn(user);
  const rows = await readCheckoutRows(deps.db, userId, 'buy_now', deps.now(), { goodsId: body.goods_id, skuId: body.sku_id, num: body.num });
  const row = rows[0];
  if (!row) throw notFound(orderMessages.offerNotFound);
  const rule = quantityRuleBroken(body.num, row);
  if (rule) throw quantityRefused('num', rule, row, locale);
  return previewCheckout(deps, { userId, source: 'buy_now', rows, addressId: body.address_id, billingId: body.billing_id, shippingId: body.shipping_id, locale, currency });
};
