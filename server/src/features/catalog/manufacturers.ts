import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/sql-rows.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { Handlers } from '../../platform/http/handler.ts';
import { countryName, localized } from '../../platform/i18n/localized-text.ts';
import { manufacturerPageUrl } from '../../platform/shop-urls.ts';
import { catalogSnapshot, type ManufacturerRow } from './catalog-snapshot.ts';
import { categoryLink } from './category-views.ts';
import type { CatalogDeps } from './deps.ts';
import { GOODS_CARD_COLUMNS, toGoodsCard, type GoodsCardRow } from './goods-card.ts';
import { catalogMessages } from './messages.ts';

const INITIALS = ['#', ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];

/** The A-Z letter a manufacturer is filed under; digits and symbols go under '#'. */
export function initialOf(name: string): string {
  const first = name.trim().charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : '#';
}

const byName = (a: ManufacturerRow, b: ManufacturerRow) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id - b.id;

export const manufacturerHandlers = (deps: CatalogDeps): Handlers => ({
  // The manufacturer list is small (hundreds): it is filtered in memory from the snapshot.
  listManufacturers: async ({ locale, query }) => {
    const snapshot = await catalogSnapshot(deps.db);
    const keyword = query.keyword?.trim().toLowerCase() ?? '';
    const matching = [...snapshot.manufacturers.values()].filter((row) => keyword === '' || row.name.toLowerCase().includes(keyword)).sort(byName);
    const letterCounts = new Map<string, number>(INITIALS.map((letter) => [letter, 0]));
    for (const row of matching) letterCounts.set(initialOf(row.name), letterCounts.get(initialOf(row.name))! + 1);
    const selected = query.initial ? matching.filter((row) => initialOf(row.name) === query.initial) : matching;
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? 20;
    return {
      lists: selected.slice((page - 1) * pageSize, page * pageSize).map((row) => ({
        manufacturer_id: row.id,
        name: row.name,
        initial: initialOf(row.name),
        logo: row.logo || null,
        country: countryName(row.country, locale),
        goods_count: snapshot.manufacturerTotals.get(row.id)?.goodsCount ?? 0,
        manufacturer_page_url: manufacturerPageUrl(row.id),
      })),
      total: selected.length,
      page,
      page_size: pageSize,
      initials: INITIALS.map((initial) => ({ initial, count: letterCounts.get(initial)! })),
    };
  },

  getManufacturer: async ({ locale, currency, params }) => {
    const snapshot = await catalogSnapshot(deps.db);
    const manufacturer = snapshot.manufacturers.get(params.manufacturerId);
    if (!manufacturer) throw notFound(catalogMessages.manufacturerNotFound);
    const totals = snapshot.manufacturerTotals.get(manufacturer.id) ?? { goodsCount: 0, inStockCount: 0 };
    const topCategories = snapshot.manufacturerCategoryCounts
      .filter((row) => row.manufacturerId === manufacturer.id && row.goodsCount > 0)
      .sort((a, b) => b.goodsCount - a.goodsCount || a.categoryId - b.categoryId)
      .slice(0, 12)
      .flatMap((row) => {
        const entry = snapshot.category(row.categoryId);
        return entry ? [categoryLink(entry, snapshot, locale, row.goodsCount)] : [];
      });
    // Read through the (manufacturer_id, popularity) index: a few rows, never the manufacturer's whole range.
    const popular = await queryRows<GoodsCardRow>(
      deps.db,
      sql`select ${GOODS_CARD_COLUMNS} from goods g where g.manufacturer_id = ${manufacturer.id} order by g.popularity desc, g.id limit 12`,
    );
    const founded = manufacturer.foundedYear !== null && manufacturer.foundedYear >= 1800 && manufacturer.foundedYear <= 2100 ? manufacturer.foundedYear : null;
    return {
      manufacturer_id: manufacturer.id,
      name: manufacturer.name,
      logo: manufacturer.logo || null,
      website: manufacturer.website || null,
      country: countryName(manufacturer.country, locale),
      founded,
      description: localized(manufacturer.description, locale),
      goods_count: totals.goodsCount,
      in_stock_count: totals.inStockCount,
      manufacturer_page_url: manufacturerPageUrl(manufacturer.id),
      top_categories: topCategories,
      featured_goods: popular.map((row) => toGoodsCard(row, { snapshot, locale, currency, currencies: deps.currencies })),
    };
  },
});
