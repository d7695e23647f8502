import { sql, type SQL } from 'drizzle-orm';
import type { components } from '@chipmart/generated/internal/types';
import type { Database } from '../../platform/db/open.ts';
import type { UsdPriceBreak } from '../../platform/db/schema/index.ts';
import { queryRows } from '../../platform/db/sql-rows.ts';
import type { Currency, CurrencyBook } from '../../platform/money/currency-book.ts';
import { isoTime } from '../../platform/iso-time.ts';
import { goodsPageUrl } from '../../platform/shop-urls.ts';
import { usdUnitPriceAt } from '../catalog/index.ts';
import { cartStatusOf } from './quantity-rules.ts';

export type CartLine = components['schemas']['CartLine'];

/** A cart line with its part and offer as they are now. */
export interface CartRow {
  id: number;
  goods_id: number;
  sku_id: number;
  cart_num: number;
  selected: boolean;
  part_number: string;
  brand_name: string | null;
  package: string;
  image: string;
  stock: number;
  /** The offer's order terms, or the quote's while a valid quote prices the line (its MOQ, steps of 1). */
  moq: number;
  increment: number;
  price_breaks: UsdPriceBreak[];
  supplier_name: string | null;
  /** The RFQ quote pricing the line now: null for catalog lines and once the line's quote has expired. */
  rfq_quote_id: number | null;
  /** The quoted unit price, in the RFQ's currency (`quote_currency_code`). */
  quote_price: number | string | null;
  quote_currency_code: string | null;
  /** The quoted quantity: the most the line may hold while the quote prices it. */
  quote_quantity: number | null;
  quote_valid_until: Date | string | null;
  date_code: string;
  lead_time_days: number;
}

/**
 * A line whose offer or part has left the catalog cannot be shown or bought;
 * the joins leave it out of the list, the count and the totals alike. A line
 * from an RFQ quote joins its quote only while the quote is valid at `at`;
 * after that it is an ordinary catalog line of its SKU (decision 46).
 */
const cartRows = (at: Date) => sql`select c.id, c.goods_id, c.sku_id, c.cart_num, c.selected, g.part_number, m.name as brand_name, g.package, g.image,
    s.stock, case when q.id is null then s.moq else q.moq end as moq, case when q.id is null then s.increment else 1 end as increment,
    s.price_breaks, sp.name as supplier_name, s.date_code, s.lead_time_days,
    q.id as rfq_quote_id, q.price as quote_price, qr.currency_code as quote_currency_code, q.quantity as quote_quantity, q.valid_until as quote_valid_until
  from cart_lines c
  join skus s on s.id = c.sku_id
  join goods g on g.id = c.goods_id
  left join manufacturers m on m.id = g.manufacturer_id
  left join suppliers sp on sp.id = s.supplier_id
  left join (rfq_quotes q join rfq_items qi on qi.id = q.rfq_item_id join rfqs qr on qr.id = qi.rfq_id)
    on q.id = c.rfq_quote_id and q.valid_until > ${at.toISOString()}`;

/**
 * The user's cart lines (those `only` selects), judged at `at`: a quoted line
 * is at its quote while the quote is valid then. Callers with a clock pass
 * it; the default is the present moment.
 */
export async function readCartRows(db: Database, userId: number, only?: SQL, at: Date = new Date()): Promise<CartRow[]> {
  return queryRows<CartRow>(db, sql`${cartRows(at)} where c.user_id = ${userId}${only ? sql` and ${only}` : sql``} order by c.id`);
}

export async function readCartRow(db: Database, userId: number, cartId: number, at: Date = new Date()): Promise<CartRow | undefined> {
  const [row] = await readCartRows(db, userId, sql`c.id = ${cartId}`, at);
  return row;
}

/**
 * One offer as a line not (yet) in any cart, with the cart's shape (id 0,
 * ticked), so a direct purchase is priced and checked by the cart's own rules.
 */
export async function readOfferRow(db: Database, goodsId: number, skuId: number, quantity: number): Promise<CartRow | undefined> {
  const [row] = await queryRows<CartRow>(
    db,
    sql`select 0 as id, g.id as goods_id, s.id as sku_id, ${quantity}::int as cart_num, true as selected, g.part_number, m.name as brand_name, g.package, g.image,
        s.stock, s.moq, s.increment, s.price_breaks, sp.name as supplier_name, s.date_code, s.lead_time_days,
        null::int as rfq_quote_id, null as quote_price, null as quote_currency_code, null::int as quote_quantity, null as quote_valid_until
      from skus s
      join goods g on g.id = s.goods_id
      left join manufacturers m on m.id = g.manufacturer_id
      left join suppliers sp on sp.id = s.supplier_id
      where s.id = ${skuId} and s.goods_id = ${goodsId}`,
  );
  return row;
}

/** One offer by its SKU id alone, as the partner API names it, priced for the quantity. */
export async function readSkuOfferRow(db: Database, skuId: number, quantity: number): Promise<CartRow | undefined> {
  const [goods] = await queryRows<{ goods_id: number }>(db, sql`select goods_id from skus where id = ${skuId}`);
  return goods ? readOfferRow(db, goods.goods_id, skuId, quantity) : undefined;
}

/** Lines in the cart, as the badge counts them. */
export async function countCartLines(db: Database, userId: number): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from cart_lines c join skus s on s.id = c.sku_id join goods g on g.id = c.goods_id where c.user_id = ${userId}`,
  );
  return Number(row?.count ?? 0);
}

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * factor) / factor;
}

/** The line's unit price in the request currency: the valid quote's, converted from the RFQ's currency, or the catalog break for its quantity. */
function unitPriceOf(row: CartRow, currency: Currency, currencies: CurrencyBook): number | null {
  if (row.rfq_quote_id !== null && row.quote_price !== null && row.quote_currency_code !== null) {
    return currencies.unitPriceFrom(Number(row.quote_price), row.quote_currency_code, currency);
  }
  const usd = usdUnitPriceAt(row.price_breaks, row.cart_num);
  return usd === null ? null : currencies.unitPrice(usd, currency);
}

/**
 * The line priced in the request currency: at its RFQ quote while that is
 * valid, else at the break for its quantity. The subtotal is the shown unit
 * price times the quantity, so the page's own arithmetic agrees with it to
 * the cent.
 */
export function toCartLine(row: CartRow, currency: Currency, currencies: CurrencyBook): CartLine {
  const price = unitPriceOf(row, currency, currencies);
  const unitPrice = price ?? 0;
  return {
    id: row.id,
    goods_id: row.goods_id,
    sku_id: row.sku_id,
    part_number: row.part_number,
    brand_name: row.brand_name ?? '',
    package: row.package,
    icons: row.image,
    goods_page_url: goodsPageUrl(row.goods_id),
    cart_num: row.cart_num,
    moq: Math.max(1, row.moq),
    increment: Math.max(1, row.increment),
    stock: Math.max(0, row.stock),
    unit_price: unitPrice,
    subtotal_price: price === null ? null : roundTo(unitPrice * row.cart_num, currency.totalDecimals),
    currency_code: currency.code,
    currency_symbol: currency.symbol,
    supplier_name: row.supplier_name ?? '',
    selected: row.selected,
    cart_status: cartStatusOf(row),
    rfq_quote_id: row.rfq_quote_id,
    quote_valid_until: row.rfq_quote_id === null ? null : isoTime(row.quote_valid_until),
  };
}

/** Sum of the selected lines' subtotals at the currency's total precision, and how many are selected. */
export function cartTotals(lines: CartLine[], currency: Currency) {
  const selected = lines.filter((line) => line.selected);
  const total = selected.reduce((sum, line) => sum + (line.subtotal_price || line.cart_num * line.unit_price), 0);
  return {
    total_price: roundTo(total, currency.totalDecimals),
    selected_count: selected.length,
    currency_code: currency.code,
    currency_symbol: currency.symbol,
  };
}

/** The whole cart as the list and select calls answer it, judged at `at`. */
export async function cartList(db: Database, userId: number, currency: Currency, currencies: CurrencyBook, at: Date) {
  const lines = (await readCartRows(db, userId, undefined, at)).map((row) => toCartLine(row, currency, currencies));
  return { lists: lines, ...cartTotals(lines, currency) };
}
