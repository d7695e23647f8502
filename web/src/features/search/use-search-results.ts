import { getGetSearchOptionsQueryOptions, getSearchGoodsQueryOptions } from '@chipmart/generated/internal/hooks/catalog/catalog';
import type { CatalogSearchPage } from '@chipmart/generated/internal/model/index';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SLOW_DATA_STALE_MS, TYPEAHEAD_PART_LIMIT } from '@/platform/constants.ts';
import type { HighlightRange } from '@/shared/goods/highlight.ts';
import { scopedKey, useQueryScope } from '@/platform/query-scope.ts';
import { searchGoodsParams, type SearchPageSearch } from './search-params.ts';

/** One page of results for the URL's state; the previous rows stay on screen while the next page or filter loads. */
export function useSearchResults(search: SearchPageSearch) {
  const scope = useQueryScope();
  const params = searchGoodsParams(search);
  const options = getSearchGoodsQueryOptions(params ?? { keywords: '' });
  return useQuery({ ...options, queryKey: scopedKey(options.queryKey, scope), enabled: params !== undefined, placeholderData: keepPreviousData });
}

/**
 * The manufacturers and categories to filter by: those the suggestion call
 * names for the keywords (makers of the matching parts, categories holding
 * most of them). They depend on the keywords only, so narrowing the results
 * does not shrink the choice.
 */
export function useSearchFacets(keywords: string | undefined) {
  const scope = useQueryScope();
  const options = getGetSearchOptionsQueryOptions({ keyword: keywords ?? '', limit: TYPEAHEAD_PART_LIMIT });
  return useQuery({ ...options, queryKey: scopedKey(options.queryKey, scope), enabled: Boolean(keywords), staleTime: SLOW_DATA_STALE_MS });
}

/** The matched characters of each result's part number, by goods_id. */
export function highlightsOf(page: CatalogSearchPage | undefined): Record<number, HighlightRange[]> {
  return Object.fromEntries((page?.lists ?? []).map(({ goods, match }) => [goods.goods_id, [{ start: match.start, end: match.end }]]));
}
