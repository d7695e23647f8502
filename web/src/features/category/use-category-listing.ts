import type { CatalogCategoryFilterQuery, CatalogCategoryGoodsQuery } from '@chipmart/generated/internal/model/index';
import { getCategoryFilter, listCategoryGoods } from '@chipmart/generated/internal/hooks/catalog/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { scopedQuery, useQueryScope, type QueryScope } from '@/platform/query-scope.ts';

/*
 * Both calls are POSTs (the whole query is the body), so orval made mutation
 * hooks of them; a listing is a read, so they run as queries here, keyed by
 * the URL and the body like the generated keys, and scoped like every query.
 */

export function categoryGoodsQueryOptions(body: CatalogCategoryGoodsQuery, scope: QueryScope) {
  return scopedQuery(queryOptions({ queryKey: ['/api/index/getCategory', body], queryFn: ({ signal }) => listCategoryGoods(body, undefined, undefined, signal) }), scope);
}

export function categoryFilterQueryOptions(body: CatalogCategoryFilterQuery, scope: QueryScope) {
  return scopedQuery(queryOptions({ queryKey: ['/api/index/getCategoryFilter', body], queryFn: ({ signal }) => getCategoryFilter(body, undefined, undefined, signal) }), scope);
}

/** One page of a category's parts; within a category the previous rows stay on screen while the next ones load. */
export function useCategoryGoods(body: CatalogCategoryGoodsQuery) {
  return useQuery({
    ...categoryGoodsQueryOptions(body, useQueryScope()),
    placeholderData: (previous) => (previous?.breadcrumb.at(-1)?.category_id === body.category_id ? previous : undefined),
  });
}

/** The filters a category offers (values with their part counts); kept while other counts load for the same category. */
export function useCategoryFilter(body: CatalogCategoryFilterQuery) {
  return useQuery({
    ...categoryFilterQueryOptions(body, useQueryScope()),
    placeholderData: (previous) => (previous?.category_id === body.category_id ? previous : undefined),
  });
}
