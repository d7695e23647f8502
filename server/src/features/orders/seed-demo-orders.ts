import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/open.ts';
import type { OrderAddressCopy } from '../../platform/db/schema/index.ts';
import { queryRows } from '../../platform/db/sql-rows.ts';
import type { CurrencyBook } from '../../platform/money/currency-book.ts';
import { shippingOptionsFor } from '../site/index.ts';
import type { OrderEventRequest, OrderRow } from './apply-order-event.ts';
import { orderTotals, priceLine, readCheckoutRows } from './checkout-lines.ts';
import { DEFAULT_PAY_WINDOW_MS, type OrdersDeps } from './deps.ts';
import { orderEventApplier } from './order-events.ts';
import { placeOrder } from './place-order.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** How a demo order's money moved: each kind is recorded by the payments feature, as its own flow records it. */
export type DemoPayment =
  | { method: 'paypal'; paypalOrderId: string; captureId: string }
  | { method: 'bank'; reference: string; operator: string }
  | { method: 'bill' };

/**
 * The payments feature's steps, injected by the composition root (orders may
 * not import payments): each records the provider's result or the credit
 * charge and applies the order's event, in the seed's transaction.
 */
export interface DemoPayments {
  pay: (tx: Database, order: OrderRow, payment: Exclude<DemoPayment, { method: 'bill' }>, at: Date) => Promise<void>;
  /** Charges the order to its buyer's active credit line and puts it on credit. */
  chargeToCredit: (tx: Database, order: OrderRow, at: Date) => Promise<void>;
}

/** An account the demo orders are placed for, and where they ship. */
export interface DemoBuyer {
  userId: number;
  address: OrderAddressCopy;
}

type Step = { afterHours: number } & ({ event: Omit<OrderEventRequest, 'orderSn' | 'at'> } | { payment: DemoPayment });

/**
 * Each demo order: whose it is (the demo buyer's, or the one on credit of
 * the account with an active net-terms line), how many days ago it was
 * placed and what happened to it since, as the process records it.
 */
const LIVES: Array<{ buyer: 'buyer' | 'creditBuyer'; daysAgo: number; steps: Step[] }> = [
  { buyer: 'buyer', daysAgo: 1, steps: [] },
  { buyer: 'buyer', daysAgo: 2, steps: [{ event: { event: 'reportTransfer', actor: { kind: 'buyer', id: 'demo' }, values: { payMethod: 'bank' }, details: { reference: 'Wire from Frost Bank, Austin' } }, afterHours: 3 }] },
  { buyer: 'buyer', daysAgo: 4, steps: [{ payment: { method: 'paypal', paypalOrderId: '5O190127TN364715T', captureId: '3C679366HH908993F' }, afterHours: 1 }] },
  // Charged a day ago: unbilled on the line, like the account's other recent orders on terms.
  { buyer: 'creditBuyer', daysAgo: 1, steps: [{ payment: { method: 'bill' }, afterHours: 2 }] },
  {
    buyer: 'buyer',
    daysAgo: 9,
    steps: [
      { payment: { method: 'paypal', paypalOrderId: '8VF52814937998046', captureId: '8MC585209K746392H' }, afterHours: 1 },
      { event: { event: 'ship', actor: { kind: 'operator', id: 'demo-warehouse' }, values: { deliveryName: 'DHL Express', trackingNumber: '4815162342', trackingUrl: 'https://www.dhl.com/us-en/home/tracking.html?tracking-id=4815162342' } }, afterHours: 50 },
    ],
  },
  {
    buyer: 'buyer',
    daysAgo: 30,
    steps: [
      { payment: { method: 'bank', reference: 'FT26300418', operator: 'demo-finance' }, afterHours: 30 },
      { event: { event: 'ship', actor: { kind: 'operator', id: 'demo-warehouse' }, values: { deliveryName: 'FedEx International Priority', trackingNumber: '794644790138', trackingUrl: null } }, afterHours: 70 },
      { event: { event: 'confirmReceipt', actor: { kind: 'buyer', id: 'demo' } }, afterHours: 160 },
    ],
  },
  { buyer: 'buyer', daysAgo: 12, steps: [{ event: { event: 'cancel', actor: { kind: 'buyer', id: 'demo' }, values: { cancelReason: 'Ordered the wrong package, will reorder SOIC-8.' } }, afterHours: 5 }] },
  { buyer: 'buyer', daysAgo: 20, steps: [{ event: { event: 'expire', actor: { kind: 'timer', id: 'order-expiry' }, values: { cancelReason: 'Payment time expired' } }, afterHours: 72 }] },
  {
    buyer: 'buyer',
    daysAgo: 45,
    steps: [
      { payment: { method: 'paypal', paypalOrderId: '2GG279541U471931P', captureId: '5TY05013RG002845M' }, afterHours: 1 },
      { event: { event: 'refund', actor: { kind: 'operator', id: 'demo-finance' }, details: { reason: 'Supplier could not confirm the date code; paid back in full' } }, afterHours: 40 },
    ],
  },
];

/**
 * Orders in every state (awaiting payment, transfer reported, paid, on
 * credit, shipped, completed, cancelled, expired, refunded), placed and moved
 * through the same code as the shop's (placing reserves stock, cancelling
 * releases it), with the catalog's best-known parts that have stock. Every
 * payment is recorded by the payments feature (`payments`), the order on
 * credit charged to `creditBuyer`'s line. Run inside the seed's transaction.
 */
export async function seedDemoOrders(
  db: Database,
  currencies: CurrencyBook,
  buyers: { buyer: DemoBuyer; creditBuyer: DemoBuyer },
  payments: DemoPayments,
  now: Date,
): Promise<number> {
  const offers = await queryRows<{ goods_id: number; sku_id: number; moq: number; increment: number }>(
    db,
    sql`select distinct on (g.popularity, g.id) g.id as goods_id, s.id as sku_id, s.moq, s.increment
      from goods g join skus s on s.goods_id = g.id
      where s.stock >= 4 * greatest(s.moq, s.increment) and jsonb_array_length(s.price_breaks) > 0
      order by g.popularity desc, g.id, s.id limit ${LIVES.length * 2}`,
  );
  if (offers.length < LIVES.length) return 0;
  const usd = currencies.base();
  const shippingTo = async ({ address }: DemoBuyer) => (await shippingOptionsFor(db, currencies, address.country_id, 'en', usd))?.[0];
  const shipping = { buyer: await shippingTo(buyers.buyer), creditBuyer: await shippingTo(buyers.creditBuyer) };
  if (!shipping.buyer || !shipping.creditBuyer) return 0;

  let clock = now;
  let address = buyers.buyer.address;
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
    const { userId } = buyers[life.buyer];
    const shipVia = shipping[life.buyer]!;
    address = buyers[life.buyer].address;
    const offer = offers[index]!;
    const num = Math.ceil(Math.max(1, offer.moq) / Math.max(1, offer.increment)) * Math.max(1, offer.increment) * (1 + (index % 3));
    const buyNow = { goodsId: offer.goods_id, skuId: offer.sku_id, num };
    const placedAt = new Date(now.getTime() - life.daysAgo * DAY - (index + 1) * 7 * 60_000);
    const [row] = await readCheckoutRows(db, userId, 'buy_now', placedAt, buyNow);
    const totals = orderTotals([priceLine(row!, 'buy_now', usd, currencies, 'en').line], shipVia.shippingPrice, usd);
    clock = placedAt;
    const { order } = await placeOrder(deps, {
      userId,
      source: 'buy_now',
      buyNow,
      shippingAddress: address,
      billingAddress: null,
      shippingId: shipVia.shippingId,
      expectedRealizedPrice: totals.realized_price,
      remark: index % 2 === 0 ? 'Please ship all lines together, MSL parts in dry packs.' : '',
      poNumber: `PO-2026-${String(410 + index).padStart(5, '0')}`,
      currency: usd,
      locale: 'en',
    });
    let at = placedAt.getTime();
    for (const step of life.steps) {
      at += step.afterHours * HOUR;
      if ('event' in step) await events.apply(db, { ...step.event, orderSn: order.orderSn, at: new Date(at) });
      else if (step.payment.method === 'bill') await payments.chargeToCredit(db, order, new Date(at));
      else await payments.pay(db, order, step.payment, new Date(at));
    }
  }
  return LIVES.length;
}
