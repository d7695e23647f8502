import { sql } from 'drizzle-orm';
import type { components } from '@chipmart/generated/internal/types';
import type { Database } from '../../platform/db/open.ts';
import type { LocaleCode } from '../../platform/i18n/locales.ts';
import type { Message, MessageParams } from '../../platform/i18n/messages.ts';
import type { Currency, CurrencyBook } from '../../platform/money/currency-book.ts';
import { countText } from '../../platform/number-text.ts';
import { readCartRows, readOfferRow, toCartLine, type CartRow } from '../cart/index.ts';
import { orderMessages } from './messages.ts';

export type CheckoutLine = components['schemas']['OrderCheckoutLine'];
export type CheckoutSource = 'cart' | 'buy_now';

/** A line to be ordered, priced now, with what keeps it from being bought (if anything). */
export interface PricedLine {
  row: CartRow;
  line: CheckoutLine;
  problem?: { message: Message; params: MessageParams };
}

/**
 * The lines a checkout is about, read live from the database (stock and
 * prices never come from the product read cache): the ticked cart lines, or
 * the one offer bought directly.
 */
export async function readCheckoutRows(
  db: Database,
  userId: number,
  source: CheckoutSource,
  at: Date,
  buyNow?: { goodsId: number; skuId: number; num: number },
): Promise<CartRow[]> {
  // A line quoted by an RFQ is priced at its quote while the quote is valid at `at`.
  if (source === 'cart') return readCartRows(db, userId, sql`c.selected`, at);
  if (!buyNow) return [];
  const row = await readOfferRow(db, buyNow.goodsId, buyNow.skuId, buyNow.num);
  return row ? [row] : [];
}

/** The line priced at the break for its quantity in the currency, by the cart's own rules, with its problem named. */
export function priceLine(row: CartRow, source: CheckoutSource, currency: Currency, currencies: CurrencyBook, locale: LocaleCode): PricedLine {
  const cart = toCartLine(row, currency, currencies);
  const line: CheckoutLine = {
    cart_id: source === 'cart' ? row.id : null,
    goods_id: cart.goods_id,
    sku_id: cart.sku_id,
    part_number: cart.part_number,
    brand_name: cart.brand_name,
    package_case: cart.package,
    icons: cart.icons,
    goods_page_url: cart.goods_page_url,
    supplier_name: cart.supplier_name,
    date_code: row.date_code ?? '',
    lead_time_days: Math.max(0, Number(row.lead_time_days ?? 0)),
    stock: cart.stock,
    moq: cart.moq,
    increment: cart.increment,
    num: cart.cart_num,
    unit_price: cart.unit_price,
    subtotal_price: cart.subtotal_price ?? 0,
    cart_status: cart.cart_status,
  };
  const partNumber = line.part_number;
  const number = (value: number) => countText(locale, value);
  let problem: PricedLine['problem'];
  if (line.cart_status === 1) problem = { message: orderMessages.problemSoldOut, params: { partNumber } };
  else if (line.cart_status === 2) problem = { message: orderMessages.problemUnderstock, params: { partNumber, stock: number(line.stock) } };
  else if (line.cart_status === 3) problem = { message: orderMessages.problemQuantity, params: { partNumber, moq: number(line.moq), increment: number(line.increment) } };
  else if (cart.subtotal_price === null) problem = { message: orderMessages.problemNotPriced, params: { partNumber } };
  return { row, line, problem };
}

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * factor) / factor;
}

/** Pieces, lines and money of an order: goods, shipping and the amount payable, at the currency's total precision. */
export function orderTotals(lines: CheckoutLine[], shippingPrice: number, currency: Currency) {
  const goodsPrice = roundTo(
    lines.reduce((sum, line) => sum + line.subtotal_price, 0),
    currency.totalDecimals,
  );
  return {
    goods_count: lines.length,
    total_num: lines.reduce((sum, line) => sum + line.num, 0),
    goods_price: goodsPrice,
    shipping_price: shippingPrice,
    realized_price: roundTo(goodsPrice + shippingPrice, currency.totalDecimals),
  };
}

/** Two amounts are the same total when they agree at the currency's total precision. */
export const sameTotal = (a: number, b: number, currency: Currency) => roundTo(a, currency.totalDecimals) === roundTo(b, currency.totalDecimals);
