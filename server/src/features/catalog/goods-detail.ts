import { sql } from 'drizzle-orm';
import type { components } from '@chipmart/generated/internal/types';
import { queryRows } from '../../platform/db/sql-rows.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { Handlers } from '../../platform/http/handler.ts';
import { publicOrigin } from '../../platform/http/public-origin.ts';
import { localized } from '../../platform/i18n/localized-text.ts';
import { isoTime } from '../../platform/iso-time.ts';
import { goodsPageUrl } from '../../platform/shop-urls.ts';
import { catalogSnapshot, type CatalogSnapshot } from './catalog-snapshot.ts';
import { categoryCrumbs } from './category-views.ts';
import type { CatalogDeps } from './deps.ts';
import { GOODS_CARD_COLUMNS, toGoodsCard, type GoodsCardRow } from './goods-card.ts';
import { readGoodsWithSkus, type GoodsWithSkus } from './goods-with-skus.ts';
import { catalogMessages } from './messages.ts';
import { compareForDetail, sortOffers, toSkuOffer, usdUnitPriceAt, type SkuOffer } from './offers.ts';

type Schemas = components['schemas'];

const lifecycleStatuses: Schemas['CatalogLifecycleStatus'][] = ['active', 'nrnd', 'last_time_buy', 'obsolete'];
/** goods.rohs: 0 compliant, 1 not compliant, 2 unknown, 3 compliant by exemption. */
const rohsStatuses: Schemas['CatalogRohsStatus'][] = ['compliant', 'non_compliant', 'unknown', 'compliant_with_exemption'];

export function parametersOf(row: Pick<GoodsWithSkus, 'category_id' | 'parameters'>, snapshot: CatalogSnapshot, locale: Parameters<typeof localized>[1]): Schemas['GoodsParameter'][] {
  const known = snapshot.displayParameters(row.category_id);
  const shown = new Set<string>();
  const result: Schemas['GoodsParameter'][] = [];
  for (const parameter of known) {
    const value = row.parameters[parameter.key];
    if (value === undefined || value === '') continue;
    shown.add(parameter.key);
    result.push({ name: localized(parameter.names, locale), value: String(value) });
  }
  // Values the category does not describe still belong on the page, under their key.
  for (const [key, value] of Object.entries(row.parameters)) if (!shown.has(key) && value !== '') result.push({ name: key, value: String(value) });
  return result;
}

function datasheetOf(url: string | null): Schemas['CatalogGoodsDatasheet'] | null {
  if (!url) return null;
  const fileName = decodeURIComponent(new URL(url, 'https://invalid.example').pathname.split('/').filter(Boolean).at(-1) ?? 'datasheet.pdf');
  return { url, file_name: fileName, file_size_bytes: null };
}

export const goodsDetailHandlers = (deps: CatalogDeps): Handlers => ({
  getGoodsDetail: async ({ locale, currency, query }) => {
    const [snapshot, row] = await Promise.all([catalogSnapshot(deps.db), readGoodsWithSkus(deps.db, deps.goodsReads, query.goods_id)]);
    if (!row) throw notFound(catalogMessages.goodsNotFound);
    const context = { snapshot, locale, currency, currencies: deps.currencies };
    const offers = [...row.skus].sort(compareForDetail).flatMap((sku) => toSkuOffer(sku, snapshot, currency, deps.currencies) ?? []);
    const updatedAt = [row.updated_at, ...row.skus.map((sku) => sku.updated_at)].map((value) => new Date(value).getTime()).reduce((a, b) => Math.max(a, b));
    const path = categoryCrumbs(snapshot, row.category_id, locale);
    return {
      goods: toGoodsCard(row, context),
      images: [row.image],
      parameters: parametersOf(row, snapshot, locale),
      datasheet: datasheetOf(row.datasheet_url),
      category_path: path.length > 0 ? path : [{ category_id: row.category_id, level: 3, name: '', category_page_url: `/category/${row.category_id}` }],
      lifecycle_status: lifecycleStatuses[row.lifecycle] ?? 'unknown',
      rohs_status: rohsStatuses[row.rohs] ?? 'unknown',
      msl: row.msl,
      eccn: row.eccn,
      hts_code: row.hts_code,
      offers,
      updated_at: isoTime(new Date(updatedAt)),
    };
  },

  getGoogleGoodsDetail: async ({ locale, currency, query, context }) => {
    const [snapshot, row] = await Promise.all([catalogSnapshot(deps.db), readGoodsWithSkus(deps.db, deps.goodsReads, query.goods_id)]);
    if (!row) throw notFound(catalogMessages.goodsNotFound);
    const origin = publicOrigin(context);
    const brand = snapshot.manufacturers.get(row.manufacturer_id)?.name ?? '';
    const url = `${origin}${goodsPageUrl(row.id)}`;
    return {
      name: `${row.part_number} ${brand}`.trim(),
      sku: String(row.id),
      mpn: row.part_number,
      brand,
      image: [new URL(row.image, origin).toString()],
      description: row.description,
      category: snapshot.path(row.category_id).map((entry) => localized(entry.names, locale)).join(' > '),
      url,
      offers: [...row.skus].sort(compareForDetail).flatMap((sku) => {
        const usd = usdUnitPriceAt(sku.price_breaks, sku.moq);
        if (usd === null) return [];
        return [
          {
            price: deps.currencies.unitPrice(usd, currency),
            currency: currency.code,
            availability: sku.stock > 0 ? ('InStock' as const) : sku.lead_time_days > 0 ? ('BackOrder' as const) : ('OutOfStock' as const),
            url,
            seller: snapshot.suppliers.get(sku.supplier_id)?.name ?? '',
            inventory_level: Math.max(0, sku.stock),
            eligible_quantity: Math.max(1, sku.moq),
          },
        ];
      }),
    };
  },

  listGoodsSuppliers: async ({ currency, params, query }) => {
    const [snapshot, row] = await Promise.all([catalogSnapshot(deps.db), readGoodsWithSkus(deps.db, deps.goodsReads, params.goodsId)]);
    if (!row) throw notFound(catalogMessages.goodsNotFound);
    const sort = query.sort ?? 'price_asc';
    const candidates = query.in_stock_only ? row.skus.filter((sku) => sku.stock > 0) : row.skus;
    const lists: SkuOffer[] = sortOffers(candidates, sort, query.quantity).flatMap((sku) => toSkuOffer(sku, snapshot, currency, deps.currencies) ?? []);
    return {
      goods_id: row.id,
      part_number: row.part_number,
      brand_name: snapshot.manufacturers.get(row.manufacturer_id)?.name ?? '',
      sort,
      lists,
      total: lists.length,
    };
  },

  listRecommendedGoods: async ({ locale, currency, params, query }) => {
    const [snapshot, row] = await Promise.all([catalogSnapshot(deps.db), readGoodsWithSkus(deps.db, deps.goodsReads, params.goodsId)]);
    if (!row) throw notFound(catalogMessages.goodsNotFound);
    const limit = query.limit ?? 10;
    // Candidates: the most popular parts of the same category in the same package, then of the category at all;
    // both read the (category_id, popularity) index and stop after a few hundred rows.
    const candidates = await queryRows<GoodsCardRow & { parameters: Record<string, string>; same_package: boolean }>(
      deps.db,
      sql`(select ${GOODS_CARD_COLUMNS}, g.parameters, true as same_package, g.popularity from goods g
           where g.category_id = ${row.category_id} and g.package = ${row.package} and g.id <> ${row.id}
           order by g.popularity desc limit 200)
          union all
          (select ${GOODS_CARD_COLUMNS}, g.parameters, false as same_package, g.popularity from goods g
           where g.category_id = ${row.category_id} and g.package <> ${row.package}
           order by g.popularity desc limit ${limit})`,
    );
    const keys = Object.keys(row.parameters);
    const score = (candidate: (typeof candidates)[number]) =>
      (candidate.same_package ? 100 : 0) + keys.filter((key) => candidate.parameters[key] === row.parameters[key]).length;
    const ranked = candidates
      .map((candidate, order) => ({ candidate, score: score(candidate), order }))
      .sort((a, b) => b.score - a.score || a.order - b.order)
      .slice(0, limit);
    const context = { snapshot, locale, currency, currencies: deps.currencies };
    return { goods_id: row.id, lists: ranked.map(({ candidate }) => toGoodsCard(candidate, context)) };
  },
});
