import { CatalogGoodsSort } from '@chipmart/generated/internal/model/index';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { categoryGoodsQueryOptions } from '@/features/category';
import { useQueryScope } from '@/platform/query-scope.ts';

/**
 * One page of a category's parts on factory lead time (no stock): the
 * category listing narrowed to them (`lead_time_only`). While another page or
 * category loads, the last rows stay on screen, so the page does not jump.
 */
export function useLeadTimeParts(categoryId: number | undefined, page: number, pageSize: number) {
  // Without a category (statistics still loading) nothing is asked; the 0 only fills the key.
  const body = { category_id: categoryId ?? 0, lead_time_only: true, sort: CatalogGoodsSort.relevance, page, page_size: pageSize };
  return useQuery({ ...categoryGoodsQueryOptions(body, useQueryScope()), enabled: categoryId !== undefined, placeholderData: keepPreviousData });
}
