import type { CatalogCategoryFilterQuery, CatalogCategoryGoodsQuery } from '@chipmart/generated/internal/model/index';
import { getCategoryFilter, listCategoryGoods } from '@chipmart/generated/internal/hooks/catalog/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { scopedKey, useQueryScope, type QueryScope } from '@/platform/query-scope.ts';

/*
 * Both calls are POSTs (the whole query is the body), so orval made mutation
 * hooks of them; a listing is a read, so they run as queries here, keyed by
 * body and by the language and currency the answer is in.
 */

export function categoryGoodsQueryOptions(body: CatalogCategoryGoodsQuery, scope: QueryScope) {
  return queryOptions({
    queryKey: scopedKey(['/api/index/getCategory', body] as const, scope),
    queryFn: ({ signal }) => listCategoryGoods(body, undefined, undefined, signal),
  });
}

export function categoryFilterQueryOptions(body: CatalogCategoryFilterQuery, scope: QueryScope) {
  return queryOptions({
    queryKey: scopedKey(['/api/index/getCategoryFilter', body] as const, scope),
    queryFn: ({ signal }) => getCategoryFilter(body, undefined, undefined, signal),
  });
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
