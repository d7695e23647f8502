import { sql } from 'drizzle-orm';
import type { components } from '@chipmart/generated/internal/types';
import type { Database } from '../../platform/db/open.ts';
import { intArray, queryRows } from '../../platform/db/sql-rows.ts';
import type { LocaleCode } from '../../platform/i18n/locales.ts';
import { localized } from '../../platform/i18n/localized-text.ts';
import type { Currency, CurrencyBook } from '../../platform/money/currency-book.ts';
import { goodsPageUrl } from '../../platform/shop-urls.ts';
import type { CatalogSnapshot } from './catalog-snapshot.ts';

export type GoodsCard = components['schemas']['GoodsCard'];

/** The goods columns a card needs, as raw SQL over the alias `g`. */
export const GOODS_CARD_COLUMNS = sql.raw(
  'g.id, g.part_number, g.manufacturer_id, g.category_id, g.package, g.description, g.image, g.stock, g.moq, g.increment, g.lead_time_days, g.min_price_usd, g.datasheet_url',
);

export interface GoodsCardRow {
  id: number;
  part_number: string;
  manufacturer_id: number;
  category_id: number;
  package: string;
  description: string;
  image: string;
  stock: number;
  moq: number;
  increment: number;
  lead_time_days: number;
  min_price_usd: number | null;
  datasheet_url: string | null;
}

/** Everything needed to turn rows into cards in the request's language and currency. */
export interface CardContext {
  snapshot: CatalogSnapshot;
  locale: LocaleCode;
  currency: Currency;
  currencies: CurrencyBook;
}

export function toGoodsCard(row: GoodsCardRow, context: CardContext): GoodsCard {
  const manufacturer = context.snapshot.manufacturers.get(row.manufacturer_id);
  const category = context.snapshot.category(row.category_id);
  return {
    goods_id: row.id,
    part_number: row.part_number,
    brand_id: row.manufacturer_id,
    brand_name: manufacturer?.name ?? '',
    package: row.package,
    description: row.description,
    icons: row.image,
    goods_page_url: goodsPageUrl(row.id),
    category_id: row.category_id,
    category_name: localized(category?.names, context.locale),
    stock: Math.max(0, row.stock),
    moq: Math.max(1, row.moq),
    increment: Math.max(1, row.increment),
    lead_time_days: Math.max(0, row.lead_time_days),
    unit_price: row.min_price_usd === null ? null : context.currencies.unitPrice(Number(row.min_price_usd), context.currency),
    currency_code: context.currency.code,
    currency_symbol: context.currency.symbol,
    datasheet_url: row.datasheet_url,
  };
}

/** Cards for these ids, in the order given (ids that do not exist are left out). */
export async function cardsByIds(db: Database, ids: number[], context: CardContext): Promise<GoodsCard[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<GoodsCardRow>(db, sql`select ${GOODS_CARD_COLUMNS} from goods g where g.id = any(${intArray(ids)})`);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toGoodsCard(row, context)] : [];
  });
}
