import { getGetSearchOptionsQueryOptions, getSearchGoodsQueryOptions } from '@chipmart/generated/internal/hooks/catalog/catalog';
import type { CatalogSearchPage } from '@chipmart/generated/internal/model/index';
import { keepPreviousData } from '@tanstack/react-query';
import { SLOW_DATA_STALE_MS, TYPEAHEAD_PART_LIMIT } from '@/platform/constants.ts';
import type { HighlightRange } from '@/shared/goods/highlight.ts';
import { useScopedQuery } from '@/platform/query-scope.ts';
import { searchGoodsParams, type SearchPageSearch } from './search-params.ts';

/** One page of results for the URL's state; the previous rows stay on screen while the next page or filter loads. */
export function useSearchResults(search: SearchPageSearch) {
  const params = searchGoodsParams(search);
  return useScopedQuery(getSearchGoodsQueryOptions(params ?? { keywords: '' }, { query: { enabled: params !== undefined, placeholderData: keepPreviousData } }));
}

/**
 * The manufacturers and categories to filter by: those the suggestion call
 * names for the keywords (makers of the matching parts, categories holding
 * most of them). They depend on the keywords only, so narrowing the results
 * does not shrink the choice.
 */
export function useSearchFacets(keywords: string | undefined) {
  return useScopedQuery(
    getGetSearchOptionsQueryOptions({ keyword: keywords ?? '', limit: TYPEAHEAD_PART_LIMIT }, { query: { enabled: Boolean(keywords), staleTime: SLOW_DATA_STALE_MS } }),
  );
}

/** The matched characters of each result's part number, by goods_id. */
export function highlightsOf(page: CatalogSearchPage | undefined): Record<number, HighlightRange[]> {
  return Object.fromEntries((page?.lists ?? []).map(({ goods, match }) => [goods.goods_id, [{ start: match.start, end: match.end }]]));
}
