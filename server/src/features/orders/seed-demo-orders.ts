import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/open.ts';
import type { OrderAddressCopy } from '../../platform/db/schema/index.ts';
import { queryRows } from '../../platform/db/sql-rows.ts';
import type { CurrencyBook } from '../../platform/money/currency-book.ts';
import { shippingOptionsFor } from '../site/index.ts';
import type { OrderEventRequest } from './apply-order-event.ts';
import { orderTotals, priceLine, readCheckoutRows } from './checkout-lines.ts';
import { DEFAULT_PAY_WINDOW_MS, type OrdersDeps } from './deps.ts';
import { orderEventApplier } from './order-events.ts';
import { placeOrder } from './place-order.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

type Step = Omit<OrderEventRequest, 'orderSn' | 'at'> & { afterHours: number };

/** Each demo order: how many days ago it was placed and what happened to it since, as the process records it. */
const LIVES: Array<{ daysAgo: number; steps: Step[] }> = [
  { daysAgo: 1, steps: [] },
  { daysAgo: 2, steps: [{ event: 'reportTransfer', actor: { kind: 'buyer', id: 'demo' }, values: { payMethod: 'bank' }, details: { reference: 'Wire from Frost Bank, Austin' }, afterHours: 3 }] },
  { daysAgo: 4, steps: [{ event: 'pay', actor: { kind: 'provider', id: 'paypal' }, values: { payMethod: 'paypal' }, details: { captureId: '3C679366HH908993F', status: 'COMPLETED' }, afterHours: 1 }] },
  { daysAgo: 5, steps: [{ event: 'chargeToCredit', actor: { kind: 'buyer', id: 'demo' }, values: { payMethod: 'bill' }, afterHours: 2 }] },
  {
    daysAgo: 9,
    steps: [
      { event: 'pay', actor: { kind: 'provider', id: 'paypal' }, values: { payMethod: 'paypal' }, details: { captureId: '8MC585209K746392H', status: 'COMPLETED' }, afterHours: 1 },
      { event: 'ship', actor: { kind: 'operator', id: 'demo-warehouse' }, values: { deliveryName: 'DHL Express', trackingNumber: '4815162342', trackingUrl: 'https://www.dhl.com/us-en/home/tracking.html?tracking-id=4815162342' }, afterHours: 50 },
    ],
  },
  {
    daysAgo: 30,
    steps: [
      { event: 'pay', actor: { kind: 'operator', id: 'demo-finance' }, values: { payMethod: 'bank' }, details: { bankReference: 'FT26300418' }, afterHours: 30 },
      { event: 'ship', actor: { kind: 'operator', id: 'demo-warehouse' }, values: { deliveryName: 'FedEx International Priority', trackingNumber: '794644790138', trackingUrl: null }, afterHours: 70 },
      { event: 'confirmReceipt', actor: { kind: 'buyer', id: 'demo' }, afterHours: 160 },
    ],
  },
  { daysAgo: 12, steps: [{ event: 'cancel', actor: { kind: 'buyer', id: 'demo' }, values: { cancelReason: 'Ordered the wrong package, will reorder SOIC-8.' }, afterHours: 5 }] },
  { daysAgo: 20, steps: [{ event: 'expire', actor: { kind: 'timer', id: 'order-expiry' }, values: { cancelReason: 'Payment time expired' }, afterHours: 72 }] },
  {
    daysAgo: 45,
    steps: [
      { event: 'pay', actor: { kind: 'provider', id: 'paypal' }, values: { payMethod: 'paypal' }, details: { captureId: '5TY05013RG002845M', status: 'COMPLETED' }, afterHours: 1 },
      { event: 'refund', actor: { kind: 'operator', id: 'demo-finance' }, details: { reason: 'Supplier could not confirm the date code; paid back in full' }, afterHours: 40 },
    ],
  },
];

/**
 * Orders of the demo buyer in every state (awaiting payment, transfer
 * reported, paid, on credit, shipped, completed, cancelled, expired,
 * refunded), placed and moved through the same code as the shop's (placing
 * reserves stock, cancelling releases it), with the catalog's best-known
 * parts that have stock. Run inside the seed's transaction.
 */
export async function seedDemoOrders(db: Database, currencies: CurrencyBook, userId: number, address: OrderAddressCopy, now: Date): Promise<number> {
  const offers = await queryRows<{ goods_id: number; sku_id: number; moq: number; increment: number }>(
    db,
    sql`select distinct on (g.popularity, g.id) g.id as goods_id, s.id as sku_id, s.moq, s.increment
      from goods g join skus s on s.goods_id = g.id
      where s.stock >= 4 * greatest(s.moq, s.increment) and jsonb_array_length(s.price_breaks) > 0
      order by g.popularity desc, g.id, s.id limit ${LIVES.length * 2}`,
  );
  if (offers.length < LIVES.length) return 0;
  const usd = currencies.base();
  const [shipping] = (await shippingOptionsFor(db, currencies, address.country_id, 'en', usd)) ?? [];
  if (!shipping) return 0;

  let clock = now;
  const deps: OrdersDeps = {
    db,
    now: () => clock,
    currencies,
    addresses: { snapshot: async () => address, list: async () => [] },
    payMethods: async () => [],
    payWindowMs: DEFAULT_PAY_WINDOW_MS,
  };
  const events = orderEventApplier(deps);
  for (const [index, life] of LIVES.entries()) {
    const offer = offers[index]!;
    const num = Math.ceil(Math.max(1, offer.moq) / Math.max(1, offer.increment)) * Math.max(1, offer.increment) * (1 + (index % 3));
    const buyNow = { goodsId: offer.goods_id, skuId: offer.sku_id, num };
    const placedAt = new Date(now.getTime() - life.daysAgo * DAY - (index + 1) * 7 * 60_000);
    const [row] = await readCheckoutRows(db, userId, 'buy_now', placedAt, buyNow);
    const totals = orderTotals([priceLine(row!, 'buy_now', usd, currencies, 'en').line], shipping.shippingPrice, usd);
    clock = placedAt;
    const { order } = await placeOrder(deps, {
      userId,
      source: 'buy_now',
      buyNow,
      shippingAddress: address,
      billingAddress: null,
      shippingId: shipping.shippingId,
      expectedRealizedPrice: totals.realized_price,
      remark: index % 2 === 0 ? 'Please ship all lines together, MSL parts in dry packs.' : '',
      poNumber: `PO-2026-${String(410 + index).padStart(5, '0')}`,
      currency: usd,
      locale: 'en',
    });
    let at = placedAt.getTime();
    for (const step of life.steps) {
      at += step.afterHours * HOUR;
      const { afterHours: _afterHours, ...request } = step;
      await events.apply(db, { ...request, orderSn: order.orderSn, at: new Date(at) });
    }
  }
  return LIVES.length;
}
