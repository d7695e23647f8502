import { sql, type SQL } from 'drizzle-orm';
import type { components } from '@chipmart/generated/internal/types';
import type { Database } from '../../platform/db/open.ts';
import type { UsdPriceBreak } from '../../platform/db/schema/index.ts';
import { queryRows } from '../../platform/db/sql-rows.ts';
import type { Currency, CurrencyBook } from '../../platform/money/currency-book.ts';
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
  moq: number;
  increment: number;
  price_breaks: UsdPriceBreak[];
  supplier_name: string | null;
  date_code: string;
  lead_time_days: number;
}

/**
 * A line whose offer or part has left the catalog cannot be shown or bought;
 * the joins leave it out of the list, the count and the totals alike.
 */
const CART_ROWS = sql`select c.id, c.goods_id, c.sku_id, c.cart_num, c.selected, g.part_number, m.name as brand_name, g.package, g.image,
    s.stock, s.moq, s.increment, s.price_breaks, sp.name as supplier_name, s.date_code, s.lead_time_days
  from cart_lines c
  join skus s on s.id = c.sku_id
  join goods g on g.id = c.goods_id
  left join manufacturers m on m.id = g.manufacturer_id
  left join suppliers sp on sp.id = s.supplier_id`;

export async function readCartRows(db: Database, userId: number, only?: SQL): Promise<CartRow[]> {
  return queryRows<CartRow>(db, sql`${CART_ROWS} where c.user_id = ${userId}${only ? sql` and ${only}` : sql``} order by c.id`);
}

export async function readCartRow(db: Database, userId: number, cartId: number): Promise<CartRow | undefined> {
  const [row] = await readCartRows(db, userId, sql`c.id = ${cartId}`);
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
        s.stock, s.moq, s.increment, s.price_breaks, sp.name as supplier_name, s.date_code, s.lead_time_days
      from skus s
      join goods g on g.id = s.goods_id
      left join manufacturers m on m.id = g.manufacturer_id
      left join suppliers sp on sp.id = s.supplier_id
      where s.id = ${skuId} and s.goods_id = ${goodsId}`,
  );
  return row;
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

/**
 * The line priced at the break for its quantity, in the request currency. The
 * subtotal is the shown unit price times the quantity, so the page's own
 * arithmetic agrees with it to the cent.
 */
export function toCartLine(row: CartRow, currency: Currency, currencies: CurrencyBook): CartLine {
  const usd = usdUnitPriceAt(row.price_breaks, row.cart_num);
  const unitPrice = usd === null ? 0 : currencies.unitPrice(usd, currency);
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
    subtotal_price: usd === null ? null : roundTo(unitPrice * row.cart_num, currency.totalDecimals),
    currency_code: currency.code,
    currency_symbol: currency.symbol,
    supplier_name: row.supplier_name ?? '',
    selected: row.selected,
    cart_status: cartStatusOf(row),
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

/** The whole cart as the list and select calls answer it. */
export async function cartList(db: Database, userId: number, currency: Currency, currencies: CurrencyBook) {
  const lines = (await readCartRows(db, userId)).map((row) => toCartLine(row, currency, currencies));
  return { lists: lines, ...cartTotals(lines, currency) };
}
