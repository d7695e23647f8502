import {
  getGetCategoryStatQueryOptions,
  getListFeaturedGoodsQueryOptions,
  getListHomeBannersQueryOptions,
  getListHomeFloorsQueryOptions,
  getListPopularCategoriesQueryOptions,
  getListRecentOrderGoodsQueryOptions,
} from '@chipmart/generated/internal/hooks/catalog/catalog';
import { getListNewsQueryOptions } from '@chipmart/generated/internal/hooks/site/site';
import { SLOW_DATA_STALE_MS } from '@/platform/constants.ts';
import { scopedQuery, useScopedQuery, type QueryScope } from '@/platform/query-scope.ts';

/* The home page's blocks; their keys carry the language, and the priced ones the currency (platform/query-scope.ts). */

const slowData = { query: { staleTime: SLOW_DATA_STALE_MS } };

/** The banners; also requested by the home route's loader, so the first picture starts loading before the page's code. */
export function homeBannersQueryOptions(scope: QueryScope) {
  return scopedQuery(getListHomeBannersQueryOptions(undefined, slowData), scope);
}

export function useHomeBanners() {
  return useScopedQuery(getListHomeBannersQueryOptions(undefined, slowData));
}

export function useHomeFloors() {
  return useScopedQuery(getListHomeFloorsQueryOptions());
}

export function usePopularCategories(limit: number) {
  return useScopedQuery(getListPopularCategoriesQueryOptions({ limit }, slowData));
}

export function useFeaturedGoods(pageSize: number) {
  return useScopedQuery(getListFeaturedGoodsQueryOptions({ page: 1, page_size: pageSize }));
}

export function useLatestNews(pageSize: number) {
  return useScopedQuery(getListNewsQueryOptions({ page: 1, page_size: pageSize }));
}

export function useRecentOrders(limit: number) {
  return useScopedQuery(getListRecentOrderGoodsQueryOptions({ limit }));
}

export function useCatalogStats() {
  return useScopedQuery(getGetCategoryStatQueryOptions(undefined, slowData));
}
