import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/open.ts';
import { intArray, queryRows } from '../../platform/db/sql-rows.ts';
import type { LocaleCode } from '../../platform/i18n/locales.ts';
import { localized } from '../../platform/i18n/localized-text.ts';
import type { Currency, CurrencyBook } from '../../platform/money/currency-book.ts';
import { catalogSnapshot } from './catalog-snapshot.ts';
import { parametersOf } from './goods-detail.ts';
import { GOODS_CARD_COLUMNS, type GoodsCardRow } from './goods-card.ts';
import { SKU_JSON, toSkuOffer, usdUnitPriceAt, type SkuOffer, type SkuRow } from './offers.ts';

/** A part with its parameters and every priced offer, as other features (the partner API) describe parts. */
export interface PartWithOffers {
  goodsId: number;
  partNumber: string;
  manufacturer: string;
  /** Category name in the request's language. */
  category: string;
  package: string;
  /** The image as stored (a path on this site or an absolute URL). */
  image: string;
  datasheetUrl: string | null;
  /** Parameter names in the request's language, with their values. */
  parameters: Array<{ name: string; value: string }>;
  /** Priced offers, cheapest at their MOQ first. */
  offers: SkuOffer[];
}

/** Parts by id in the order given, read live (stock and prices are what an order would be priced at now). */
export async function partsWithOffers(db: Database, goodsIds: number[], context: { locale: LocaleCode; currency: Currency; currencies: CurrencyBook }): Promise<PartWithOffers[]> {
  if (goodsIds.length === 0) return [];
  const snapshot = await catalogSnapshot(db);
  const rows = await queryRows<GoodsCardRow & { parameters: Record<string, string>; skus: SkuRow[] }>(
    db,
    sql`select ${GOODS_CARD_COLUMNS}, g.parameters,
          coalesce((select json_agg(${sql.raw(SKU_JSON)}) from skus s where s.goods_id = g.id), '[]'::json) as skus
        from goods g where g.id = any(${intArray(goodsIds)})`,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const cheapestAtMoq = (sku: SkuRow) => usdUnitPriceAt(sku.price_breaks, sku.moq) ?? Infinity;
  return goodsIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const offers = [...row.skus]
      .sort((a, b) => cheapestAtMoq(a) - cheapestAtMoq(b) || a.id - b.id)
      .flatMap((sku) => toSkuOffer(sku, snapshot, context.currency, context.currencies) ?? []);
    return [
      {
        goodsId: row.id,
        partNumber: row.part_number,
        manufacturer: snapshot.manufacturers.get(row.manufacturer_id)?.name ?? '',
        category: localized(snapshot.category(row.category_id)?.names, context.locale),
        package: row.package,
        image: row.image,
        datasheetUrl: row.datasheet_url,
        parameters: parametersOf(row, snapshot, context.locale),
        offers,
      },
    ];
  });
}
