import { invalidField, notFound } from '../../platform/http/errors.ts';
import { signedIn, type Handler } from '../../platform/http/handler.ts';
import type { AuthUser } from '../identity/index.ts';
import type { OrdersDeps } from './deps.ts';
import { orderMessages } from './messages.ts';
import { placedView } from './order-views.ts';
import { placeOrder } from './place-order.ts';
import { requestHash } from './request-keys.ts';

/** orders/add: places the order from the ticked cart lines or one offer; the answer comes after the commit. */
export const placeOrderHandler = (deps: OrdersDeps): Handler<'placeOrder', AuthUser> => async ({ user, body, headers, locale, currency, say }) => {
  const { userId } = signedIn(user);
  if (body.source === 'buy_now' && !body.buy_now) throw invalidField('buy_now', orderMessages.buyNowMissing);
  if (body.source === 'cart' && body.buy_now) throw invalidField('buy_now', orderMessages.buyNowWithCart);

  const shippingAddress = await deps.addresses.snapshot(deps.db, userId, body.address_id, 1);
  if (!shippingAddress) throw notFound(orderMessages.addressNotFound);
  const billingAddress = body.billing_id ? await deps.addresses.snapshot(deps.db, userId, body.billing_id, 2) : null;
  if (body.billing_id && !billingAddress) throw notFound(orderMessages.addressNotFound);

  const key = headers['Idempotency-Key'];
  const placed = await placeOrder(deps, {
    userId,
    source: body.source,
    buyNow: body.buy_now ? { goodsId: body.buy_now.goods_id, skuId: body.buy_now.sku_id, num: body.buy_now.num } : undefined,
    shippingAddress,
    billingAddress,
    shippingId: body.shipping_id,
    expectedRealizedPrice: body.expected_realized_price,
    remark: body.remark?.trim() ?? '',
    poNumber: body.po_number?.trim() || null,
    currency,
    locale,
    // The same body in another currency is another order.
    requestKey: key ? { key, hash: requestHash({ body, currency: currency.code }) } : undefined,
  });
  say(orderMessages.placed, { orderSn: placed.order.orderSn });
  return placedView(placed.order, placed.cartCount);
};
