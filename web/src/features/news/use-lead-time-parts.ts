import { CatalogGoodsSort, type GoodsCard } from '@chipmart/generated/internal/model/index';
import { useQueries } from '@tanstack/react-query';
import { useRef } from 'react';
import { categoryGoodsQueryOptions } from '@/features/category/use-category-listing.ts';
import { useQueryScope } from '@/features/goods/query-scope.ts';
import { leadTimeWindow, type LeadTimeCategory } from './lead-time.ts';

export interface LeadTimeParts {
  rows: GoodsCard[] | undefined;
  pageCount: number;
  page: number;
  isError: boolean;
  isFetching: boolean;
  refetch: () => void;
}

/**
 * One page of a top category's parts on factory lead time, read from the
 * category listing (see leadTimeWindow). The counts come from periodically
 * refreshed statistics, so parts that came into stock meanwhile are left out.
 */
export function useLeadTimeParts(category: LeadTimeCategory | undefined, page: number, pageSize: number): LeadTimeParts {
  const scope = useQueryScope();
  const slice = category ? leadTimeWindow(category, page, pageSize) : undefined;
  const results = useQueries({
    queries: (slice?.listingPages ?? []).map((listingPage) => ({
      ...categoryGoodsQueryOptions({ category_id: category!.category_id, sort: CatalogGoodsSort.relevance, page: listingPage, page_size: pageSize }, scope),
    })),
  });
  const loaded = results.length > 0 && results.every((result) => result.data);
  const rows = loaded && slice ? results.flatMap((result) => result.data!.lists).slice(slice.skip, slice.skip + slice.take).filter((goods) => goods.stock === 0) : undefined;
  // While another page or category loads, the last rows stay on screen (dimmed), so the page does not jump.
  const shown = useRef<GoodsCard[]>(undefined);
  if (rows) shown.current = rows;
  return {
    rows: rows ?? shown.current,
    pageCount: slice?.pageCount ?? 1,
    page: slice ? Math.min(Math.max(1, page), slice.pageCount) : 1,
    isError: results.some((result) => result.isError),
    isFetching: !rows && shown.current !== undefined,
    refetch: () => results.forEach((result) => void result.refetch()),
  };
}
