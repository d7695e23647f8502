import type { SearchGoodsParams } from '@chipmart/generated/internal/model/index';
import { SEARCH_PAGE_SIZE } from '@/platform/constants.ts';
import { flag, integer, listOf, searchSchema, text, type SearchOutput } from '@/platform/lib/search-params.ts';

/**
 * The /s page's state in its URL, so a filtered search can be shared and
 * reloaded. The router reads `?keywords=358` as a number, which is read back
 * as text; a single `?manufacturer=8` is a list of one; anything malformed is
 * dropped rather than failing the page.
 */
export const searchPageSearch = searchSchema({
  keywords: text({ trim: true, max: 100 }),
  manufacturer: listOf(integer(), { max: 50 }),
  category: integer(),
  in_stock: flag(),
  page: integer(),
});

export type SearchPageSearch = SearchOutput<typeof searchPageSearch>;

/** The search call for the URL's state; undefined when there is nothing to search for. */
export function searchGoodsParams(search: SearchPageSearch): SearchGoodsParams | undefined {
  if (!search.keywords) return undefined;
  return {
    keywords: search.keywords,
    page: search.page ?? 1,
    page_size: SEARCH_PAGE_SIZE,
    ...(search.manufacturer?.length ? { manufacturer_ids: search.manufacturer } : {}),
    ...(search.category ? { category_id: search.category } : {}),
    ...(search.in_stock ? { in_stock_only: true } : {}),
  };
}

/** Whether anything narrows the results beyond the keywords. */
export const isFiltered = (search: SearchPageSearch) => Boolean(search.manufacturer?.length || search.category || search.in_stock);
