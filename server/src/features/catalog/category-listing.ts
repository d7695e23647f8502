import { sql, type SQL } from 'drizzle-orm';
import type { components } from '@chipmart/generated/internal/types';
import type { Database } from '../../platform/db/open.ts';
import { PACKAGE_FACET } from '../../platform/db/schema/index.ts';
import { intArray, queryRows, textArray } from '../../platform/db/sql-rows.ts';
import { invalidField, notFound } from '../../platform/http/errors.ts';
import type { Handlers } from '../../platform/http/handler.ts';
import type { LocaleCode } from '../../platform/i18n/locales.ts';
import { localized } from '../../platform/i18n/localized-text.ts';
import { partNumberKey } from '../../platform/search-keys.ts';
import { catalogSnapshot, type CatalogSnapshot } from './catalog-snapshot.ts';
import { categoryCrumbs } from './category-views.ts';
import type { CatalogDeps } from './deps.ts';
import { GOODS_CARD_COLUMNS, toGoodsCard, type GoodsCardRow } from './goods-card.ts';
import { keywordTerms } from './keyword-terms.ts';
import { catalogMessages } from './messages.ts';
import { sortNaturally } from './natural-order.ts';

type Schemas = components['schemas'];

/**
 * A keyword inside a category: part-number key fragment (prefix when too
 * short for the trigram index), manufacturer names or description words.
 */
function keywordCondition(keyword: string, snapshot: CatalogSnapshot): SQL | undefined {
  const trimmed = keyword.trim();
  if (trimmed === '') return undefined;
  const key = partNumberKey(trimmed);
  const alternatives: SQL[] = [];
  if (key.length >= 3) alternatives.push(sql`g.part_number_key like ${`%${key}%`}`);
  else if (key.length > 0) alternatives.push(sql`g.part_number_key like ${`${key}%`}`);
  const terms = keywordTerms(trimmed, snapshot);
  const wordParts: SQL[] = [];
  if (terms.manufacturerIds.length > 0) wordParts.push(sql`g.manufacturer_id = any(${intArray(terms.manufacturerIds)})`);
  if (terms.descriptionWords.length > 0) {
    wordParts.push(sql`to_tsvector('simple', g.description) @@ to_tsquery('simple', ${terms.descriptionWords.map((word) => `${word}:*`).join(' & ')})`);
  }
  if (wordParts.length > 0) alternatives.push(sql.join(wordParts, sql` and `));
  if (alternatives.length === 0) return sql`false`;
  return sql`(${sql.join(alternatives, sql` or `)})`;
}

function requireCategory(snapshot: CatalogSnapshot, categoryId: number) {
  const entry = snapshot.category(categoryId);
  if (!entry) throw notFound(catalogMessages.categoryNotFound);
  return entry;
}

type ListingBody = Schemas['CatalogCategoryGoodsQuery'];

/** Which parts the stock filters keep: all, those in stock, or those without stock (shipped on the manufacturer's lead time). */
type StockChoice = 'all' | 'inStock' | 'leadTime';

/** The contract makes the two stock filters exclude each other: asking for both is refused, naming `lead_time_only`. */
function stockChoice(body: { in_stock_only?: boolean; lead_time_only?: boolean }): StockChoice {
  if (body.in_stock_only && body.lead_time_only) throw invalidField('lead_time_only', catalogMessages.stockFiltersExclusive);
  if (body.in_stock_only) return 'inStock';
  return body.lead_time_only ? 'leadTime' : 'all';
}

/** Parts a precomputed count (all parts and those in stock) holds for a stock choice. */
function countedFor(choice: StockChoice, counts: { goodsCount: number; inStockCount: number }): number {
  if (choice === 'inStock') return counts.inStockCount;
  if (choice === 'leadTime') return counts.goodsCount - counts.inStockCount;
  return counts.goodsCount;
}

/** What narrows a listing besides the stock choice (the filters' live counts pass only category and keyword). */
type Narrowing = Pick<ListingBody, 'category_id' | 'keyword' | 'parameters' | 'manufacturer_ids' | 'packages'>;

function listingConditions(body: Narrowing, snapshot: CatalogSnapshot, stock: StockChoice): SQL {
  const parts: SQL[] = [sql`g.category_id = any(${intArray(snapshot.subtreeIds(body.category_id))})`];
  (body.parameters ?? []).forEach((selection, index) => {
    const parameter = snapshot.parametersById.get(selection.parameter_id);
    if (!parameter || !snapshot.filterParameters(body.category_id).some((known) => known.key === parameter.key)) {
      throw invalidField(`parameters.${index}.parameter_id`, catalogMessages.unknownParameter);
    }
    // One containment test per value: each is answered by the jsonb_path_ops GIN index.
    const anyValue = selection.values.map((value) => sql`g.parameters @> ${JSON.stringify({ [parameter.key]: value })}::jsonb`);
    parts.push(sql`(${sql.join(anyValue, sql` or `)})`);
  });
  const manufacturerIds = body.manufacturer_ids ?? [];
  if (manufacturerIds.length > 0) parts.push(sql`g.manufacturer_id = any(${intArray(manufacturerIds)})`);
  const packages = body.packages ?? [];
  if (packages.length > 0) parts.push(sql`g.package = any(${textArray(packages)})`);
  if (stock === 'inStock') parts.push(sql`g.stock > 0`);
  if (stock === 'leadTime') parts.push(sql`g.stock = 0`);
  const keyword = keywordCondition(body.keyword ?? '', snapshot);
  if (keyword) parts.push(keyword);
  return sql.join(parts, sql` and `);
}

function listingOrder(body: ListingBody): SQL {
  const key = partNumberKey(body.keyword ?? '');
  switch (body.sort ?? 'relevance') {
    case 'price_asc':
      return sql`g.min_price_usd asc nulls last, g.id`;
    case 'price_desc':
      return sql`g.min_price_usd desc nulls last, g.id`;
    case 'stock_desc':
      return sql`g.stock desc, g.id`;
    case 'part_number':
      return sql`g.part_number, g.id`;
    case 'relevance':
      if (key === '') return sql`(g.stock > 0) desc, g.popularity desc, g.id`;
      return sql`(g.part_number_key = ${key}) desc, (g.part_number_key like ${`${key}%`}) desc, (g.stock > 0) desc, g.popularity desc, g.id`;
  }
}

interface FacetCount {
  facet: string;
  value: string;
  count: number;
}

const MANUFACTURER_FACET = '#manufacturer';
const TOTAL_FACET = '#total';

/** Filter counts of a whole category, from the precomputed per-leaf counts. */
async function precomputedFacets(db: Database, snapshot: CatalogSnapshot, categoryId: number, stock: StockChoice): Promise<FacetCount[]> {
  const subtree = snapshot.subtreeIds(categoryId);
  const counted = sql.raw({ all: 'goods_count', inStock: 'in_stock_count', leadTime: '(goods_count - in_stock_count)' }[stock]);
  const rows = await queryRows<FacetCount>(
    db,
    sql`select facet, value, sum(${counted})::int as count from category_facet_stats
        where category_id = any(${intArray(subtree)}) group by facet, value having sum(${counted}) > 0`,
  );
  const inSubtree = new Set(subtree);
  const manufacturers = new Map<number, number>();
  for (const row of snapshot.manufacturerCategoryCounts) {
    if (!inSubtree.has(row.categoryId)) continue;
    manufacturers.set(row.manufacturerId, (manufacturers.get(row.manufacturerId) ?? 0) + countedFor(stock, row));
  }
  const counts = snapshot.counts(categoryId);
  return [
    ...rows,
    ...[...manufacturers].map(([id, count]) => ({ facet: MANUFACTURER_FACET, value: String(id), count })),
    { facet: TOTAL_FACET, value: '', count: countedFor(stock, counts) },
  ];
}

/** Filter counts of the parts a keyword leaves in a category, counted live (bounded by category and keyword). */
async function liveFacets(db: Database, where: SQL): Promise<FacetCount[]> {
  return queryRows<FacetCount>(
    db,
    sql`with matched as materialized (select g.manufacturer_id, g.package, g.parameters from goods g where ${where})
        select ${TOTAL_FACET} as facet, '' as value, count(*)::int as count from matched
        union all select ${MANUFACTURER_FACET}, manufacturer_id::text, count(*)::int from matched group by manufacturer_id
        union all select ${PACKAGE_FACET}, package, count(*)::int from matched group by package
        union all select p.key, p.value, count(*)::int from matched cross join lateral jsonb_each_text(matched.parameters) p group by p.key, p.value`,
  );
}

function filterView(snapshot: CatalogSnapshot, categoryId: number, keyword: string, facets: FacetCount[], locale: LocaleCode): Schemas['CatalogCategoryFilter'] {
  const byFacet = new Map<string, FacetCount[]>();
  for (const row of facets) {
    if (row.count <= 0) continue;
    const list = byFacet.get(row.facet) ?? [];
    list.push(row);
    byFacet.set(row.facet, list);
  }
  const mostFirst = (a: FacetCount, b: FacetCount) => b.count - a.count || a.value.localeCompare(b.value);
  return {
    category_id: categoryId,
    keyword,
    total: byFacet.get(TOTAL_FACET)?.[0]?.count ?? 0,
    parameters: snapshot.filterParameters(categoryId).flatMap((parameter) => {
      const values = byFacet.get(parameter.key) ?? [];
      if (values.length === 0) return [];
      return [
        {
          parameter_id: parameter.id,
          name: localized(parameter.names, locale),
          unit: parameter.unit ?? null,
          values: sortNaturally(values, (value) => value.value).map((value) => ({ value: value.value, count: value.count })),
        },
      ];
    }),
    manufacturers: (byFacet.get(MANUFACTURER_FACET) ?? [])
      .sort(mostFirst)
      .flatMap((row) => {
        const manufacturer = snapshot.manufacturers.get(Number(row.value));
        return manufacturer ? [{ manufacturer_id: manufacturer.id, name: manufacturer.name, count: row.count }] : [];
      }),
    packages: (byFacet.get(PACKAGE_FACET) ?? []).sort(mostFirst).map((row) => ({ value: row.value, count: row.count })),
  };
}

export const categoryListingHandlers = (deps: CatalogDeps): Handlers => ({
  listCategoryGoods: async ({ locale, currency, body }) => {
    const stock = stockChoice(body);
    const snapshot = await catalogSnapshot(deps.db);
    requireCategory(snapshot, body.category_id);
    const where = listingConditions(body, snapshot, stock);
    const page = body.page ?? 1;
    const pageSize = body.page_size ?? 20;
    // A whole category (no keyword or filter) is counted already; only a narrowed listing is counted live.
    const unfiltered =
      (body.keyword ?? '').trim() === '' && (body.parameters ?? []).length === 0 && (body.manufacturer_ids ?? []).length === 0 && (body.packages ?? []).length === 0;
    const counts = snapshot.counts(body.category_id);
    const [rows, [counted]] = await Promise.all([
      queryRows<GoodsCardRow>(
        deps.db,
        sql`select ${GOODS_CARD_COLUMNS} from goods g where ${where} order by ${listingOrder(body)} limit ${pageSize} offset ${(page - 1) * pageSize}`,
      ),
      unfiltered
        ? Promise.resolve([{ count: countedFor(stock, counts) }])
        : queryRows<{ count: number }>(deps.db, sql`select count(*)::int as count from goods g where ${where}`),
    ]);
    const context = { snapshot, locale, currency, currencies: deps.currencies };
    return {
      lists: rows.map((row) => toGoodsCard(row, context)),
      total: counted?.count ?? 0,
      page,
      page_size: pageSize,
      breadcrumb: categoryCrumbs(snapshot, body.category_id, locale),
    };
  },

  getCategoryFilter: async ({ locale, body }) => {
    const stock = stockChoice(body);
    const snapshot = await catalogSnapshot(deps.db);
    requireCategory(snapshot, body.category_id);
    const keyword = body.keyword?.trim() ?? '';
    const facets =
      keyword === ''
        ? await precomputedFacets(deps.db, snapshot, body.category_id, stock)
        : await liveFacets(deps.db, listingConditions({ category_id: body.category_id, keyword }, snapshot, stock));
    return filterView(snapshot, body.category_id, keyword, facets, locale);
  },
});
