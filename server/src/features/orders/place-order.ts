import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/open.ts';
import { orderEvents, orderLines, orders, type OrderAddressCopy } from '../../platform/db/schema/index.ts';
import { intArray, queryRows } from '../../platform/db/sql-rows.ts';
import { AppError, conflict, notFound } from '../../platform/http/errors.ts';
import type { LocaleCode } from '../../platform/i18n/locales.ts';
import type { Currency } from '../../platform/money/currency-book.ts';
import { countText, priceText } from '../../platform/number-text.ts';
import { countCartLines, quantityRuleBroken, readSkuOfferRow, type CartRow } from '../cart/index.ts';
import { shippingOptionsFor } from '../site/index.ts';
import type { OrderRow } from './apply-order-event.ts';
import { orderTotals, priceLine, readCheckoutRows, sameTotal, type CheckoutSource, type PricedLine } from './checkout-lines.ts';
import type { OrdersDeps } from './deps.ts';
import { inTransaction } from './in-transaction.ts';
import { orderMessages } from './messages.ts';
import { orderNumber } from './order-number.ts';
import { claimRequestKey, type RequestKey } from './request-keys.ts';
import { reserveStock } from './stock.ts';

/** Where an order's lines come from: the shop's cart or buy-now, or the partner API's list of SKUs. */
export type PlaceSource = CheckoutSource | 'api';

export interface PlaceOrderRequest {
  userId: number;
  source: PlaceSource;
  buyNow?: { goodsId: number; skuId: number; num: number };
  /** The partner API's lines (source 'api'), each SKU once. */
  skuLines?: Array<{ skuId: number; num: number }>;
  shippingAddress: OrderAddressCopy;
  billingAddress: OrderAddressCopy | null;
  shippingId: number;
  /** The total the buyer saw; another current total refuses the order. The partner API sends none. */
  expectedRealizedPrice?: number;
  remark: string;
  poNumber: string | null;
  currency: Currency;
  locale: LocaleCode;
  /** The buyer's Idempotency-Key and a hash of the request body. */
  requestKey?: RequestKey;
}

export interface PlacedOrder {
  order: OrderRow;
  /** Lines left in the buyer's cart. */
  cartCount: number;
  /** True when the request key had placed this order before: nothing new was placed. */
  replayed: boolean;
}

/** Refuses a line that can no longer be ordered as it stands (quantity rules, price), before any stock is touched. */
function refuseUnorderable(entry: PricedLine, locale: LocaleCode): void {
  const { row, line } = entry;
  if (quantityRuleBroken(line.num, row)) {
    throw conflict(orderMessages.lineQuantity, { partNumber: line.part_number, num: countText(locale, line.num), moq: countText(locale, line.moq), increment: countText(locale, line.increment) });
  }
  if (entry.problem?.message === orderMessages.problemNotPriced) throw conflict(orderMessages.lineNotPriced, { partNumber: line.part_number });
}

/**
 * Places an order in one transaction: the request key claimed first (a
 * repeat answers the first order), the lines read and priced again, the total
 * compared with what the buyer saw, the stock reserved by conditional
 * UPDATEs (all or nothing), the order with its lines and addresses written,
 * and the ordered cart lines removed. Any refusal rolls everything back.
 * Returns once the transaction has committed.
 */
export async function placeOrder(deps: OrdersDeps, request: PlaceOrderRequest): Promise<PlacedOrder> {
  const at = deps.now();
  const { currency, locale, userId } = request;
  return inTransaction(deps.db, async (tx) => {
    const [{ id: orderId }] = (await queryRows<{ id: number }>(tx, sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`)) as [{ id: number }];
    if (request.requestKey) {
      const earlier = await claimRequestKey(tx, userId, request.requestKey, orderId, at);
      if (earlier !== null) {
        const order = await tx.query.orders.findFirst({ where: (table, { eq }) => eq(table.id, earlier) });
        if (!order) throw new Error(`Request key of user ${userId} names order ${earlier}, which does not exist`);
        return { order, cartCount: await countCartLines(tx, userId), replayed: true };
      }
    }

    // Lock the buyer's ticked lines: a second checkout of the same cart waits, then finds them ordered.
    if (request.source === 'cart') await tx.execute(sql`select id from cart_lines where user_id = ${userId} and selected order by id for update`);
    const rows = request.source === 'api' ? await readSkuRows(tx, request.skuLines ?? []) : await readCheckoutRows(tx, userId, request.source, at, request.buyNow);
    if (rows.length === 0) throw request.source === 'cart' ? conflict(orderMessages.nothingSelected) : notFound(orderMessages.offerNotFound);
    const priced = rows.map((row) => priceLine(row, request.source === 'api' ? 'buy_now' : request.source, currency, deps.currencies, locale));
    for (const entry of priced) refuseUnorderable(entry, locale);

    const options = (await shippingOptionsFor(tx, deps.currencies, request.shippingAddress.country_id, locale, currency)) ?? [];
    const shipping = options.find((option) => option.shippingId === request.shippingId);
    if (!shipping) throw notFound(orderMessages.shippingNotOffered);

    const lines = priced.map((entry) => entry.line);
    const totals = orderTotals(lines, shipping.shippingPrice, currency);
    if (request.expectedRealizedPrice !== undefined && !sameTotal(totals.realized_price, request.expectedRealizedPrice, currency)) {
      const money = (amount: number) => priceText(locale, amount, currency.symbol, currency.totalDecimals);
      throw conflict(orderMessages.totalChanged, { total: money(totals.realized_price), expected: money(request.expectedRealizedPrice) });
    }

    const shortage = await reserveStock(
      tx,
      lines.map((line) => ({ skuId: line.sku_id, goodsId: line.goods_id, num: line.num })),
    );
    if (shortage) throw stockRefusal(shortage, lines, locale);

    const [order] = await tx
      .insert(orders)
      .values({
        id: orderId,
        orderSn: orderNumber(orderId, at),
        userId,
        source: request.source,
        poNumber: request.poNumber,
        remark: request.remark,
        goodsCount: totals.goods_count,
        totalNum: totals.total_num,
        goodsPrice: totals.goods_price,
        shippingPrice: totals.shipping_price,
        realizedPrice: totals.realized_price,
        currencyCode: currency.code,
        currencySymbol: currency.symbol,
        locale,
        shippingAddress: request.shippingAddress,
        billingAddress: request.billingAddress,
        shippingId: shipping.shippingId,
        shippingName: shipping.shippingName,
        createTime: at,
        expireTime: new Date(at.getTime() + deps.payWindowMs),
        updateTime: at,
      })
      .returning();
    await tx.insert(orderLines).values(
      priced.map(({ row, line }) => ({
        orderId,
        goodsId: line.goods_id,
        skuId: line.sku_id,
        partNumber: line.part_number,
        brandName: line.brand_name,
        packageCase: line.package_case,
        image: line.icons,
        supplierName: line.supplier_name,
        dateCode: row.date_code ?? '',
        num: line.num,
        unitPrice: line.unit_price,
        subtotalPrice: line.subtotal_price,
        rfqQuoteId: row.rfq_quote_id,
      })),
    );
    await tx.insert(orderEvents).values({
      orderId,
      event: 'place',
      fromState: 0,
      toState: 0,
      fromPayState: 0,
      toPayState: 0,
      actor: `buyer:${userId}`,
      details: { source: request.source, lines: lines.length, realizedPrice: totals.realized_price, currency: currency.code },
      createTime: at,
    });
    if (request.source === 'cart') await tx.execute(sql`delete from cart_lines where user_id = ${userId} and id = any(${intArray(rows.map((row) => row.id))})`);
    return { order: order!, cartCount: await countCartLines(tx, userId), replayed: false };
  });
}

/** The partner API's lines, read live like buy-now's one offer; any unknown SKU refuses the whole order. */
async function readSkuRows(tx: Database, lines: Array<{ skuId: number; num: number }>): Promise<CartRow[]> {
  const rows: CartRow[] = [];
  for (const line of lines) {
    const row = await readSkuOfferRow(tx, line.skuId, line.num);
    if (!row) throw notFound(orderMessages.skuNotFound, { skuId: line.skuId });
    rows.push(row);
  }
  return rows;
}

function stockRefusal(shortage: { skuId: number; num: number; stock: number }, lines: Array<{ sku_id: number; part_number: string }>, locale: LocaleCode): AppError {
  const partNumber = lines.find((line) => line.sku_id === shortage.skuId)?.part_number ?? String(shortage.skuId);
  if (shortage.stock <= 0) return conflict(orderMessages.lineSoldOut, { partNumber });
  return conflict(orderMessages.lineUnderstock, { partNumber, stock: countText(locale, shortage.stock), num: countText(locale, shortage.num) });
}
