import { CatalogGoodsSort, type CatalogCategoryFilterQuery, type CatalogCategoryGoodsQuery, type CatalogParameterSelection } from '@chipmart/generated/internal/model/index';
import { flag, integer, listOf, oneOf, searchSchema, text, type SearchOutput } from '@/platform/lib/search-params.ts';

/** Parts per page of a category listing. */
export const CATEGORY_PAGE_SIZE = 20;

/** A selected parameter value as it travels in the URL: `<parameter id>:<value>`. */
const parameterValue = text({ pattern: /^\d+:.+$/ });

/**
 * Everything that narrows a category listing, kept in the URL so a filtered
 * listing can be shared and reloaded. Anything malformed is dropped rather
 * than failing the page.
 */
export const categoryListingSearch = searchSchema({
  keyword: text({ trim: true, max: 100 }),
  param: listOf(parameterValue),
  mfr: listOf(integer()),
  pkg: listOf(text({ min: 1, max: 100 })),
  stock: flag(),
  leadtime: flag(),
  sort: oneOf(Object.values(CatalogGoodsSort)),
  page: integer(),
});

export type CategoryListingSearch = SearchOutput<typeof categoryListingSearch>;

/**
 * The stock choice of the URL: in stock only, on lead time only (parts
 * without stock) or all. The contract refuses both at once; a hand-made link
 * carrying both lists the parts in stock.
 */
export function stockChoice(search: Pick<CategoryListingSearch, 'stock' | 'leadtime'>): 'inStock' | 'leadTime' | undefined {
  if (search.stock) return 'inStock';
  return search.leadtime ? 'leadTime' : undefined;
}

export const parameterToken = (parameterId: number, value: string) => `${parameterId}:${value}`;

/** The URL's `param` list as the listing call wants it: values grouped by parameter. */
export function parameterSelections(tokens: readonly string[] = []): CatalogParameterSelection[] {
  const byParameter = new Map<number, string[]>();
  for (const token of tokens) {
    const colon = token.indexOf(':');
    const id = Number(token.slice(0, colon));
    byParameter.set(id, [...(byParameter.get(id) ?? []), token.slice(colon + 1)]);
  }
  return [...byParameter].map(([parameter_id, values]) => ({ parameter_id, values }));
}

/** Adds `item` to the list or removes it; an emptied list is left out of the URL. */
export function toggled<T>(list: readonly T[] | undefined, item: T, on: boolean): T[] | undefined {
  const rest = (list ?? []).filter((entry) => entry !== item);
  const next = on ? [...rest, item] : rest;
  return next.length > 0 ? next : undefined;
}

/** The listing call's body for a category and the URL's filters. */
export function listingQuery(categoryId: number, search: CategoryListingSearch): CatalogCategoryGoodsQuery {
  return {
    category_id: categoryId,
    ...(search.keyword ? { keyword: search.keyword } : {}),
    ...(search.param?.length ? { parameters: parameterSelections(search.param) } : {}),
    ...(search.mfr?.length ? { manufacturer_ids: search.mfr } : {}),
    ...(search.pkg?.length ? { packages: search.pkg } : {}),
    ...(stockChoice(search) === 'inStock' ? { in_stock_only: true } : {}),
    ...(stockChoice(search) === 'leadTime' ? { lead_time_only: true } : {}),
    sort: search.sort ?? CatalogGoodsSort.relevance,
    page: search.page ?? 1,
    page_size: CATEGORY_PAGE_SIZE,
  };
}

/** The filters call's body: its counts follow the keyword and the stock choice, not the selected values. */
export function filterQuery(categoryId: number, search: CategoryListingSearch): CatalogCategoryFilterQuery {
  const stock = stockChoice(search);
  return {
    category_id: categoryId,
    ...(search.keyword ? { keyword: search.keyword } : {}),
    in_stock_only: stock === 'inStock',
    ...(stock === 'leadTime' ? { lead_time_only: true } : {}),
  };
}

/** Whether the listing is narrowed at all (such pages are variants of the category page, not pages of their own). */
export function isFiltered(search: CategoryListingSearch): boolean {
  return Boolean(search.keyword || search.param?.length || search.mfr?.length || search.pkg?.length || stockChoice(search));
}
