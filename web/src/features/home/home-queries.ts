import {
  getGetCategoryStatQueryKey,
  getListFeaturedGoodsQueryKey,
  getListHomeBannersQueryKey,
  getListHomeBannersQueryOptions,
  getListHomeFloorsQueryKey,
  getListPopularCategoriesQueryKey,
  getListRecentOrderGoodsQueryKey,
  useGetCategoryStat,
  useListFeaturedGoods,
  useListHomeFloors,
  useListPopularCategories,
  useListRecentOrderGoods,
} from '@chipmart/generated/internal/hooks/catalog/catalog';
import { getListNewsQueryKey, useListNews } from '@chipmart/generated/internal/hooks/site/site';
import { useQuery } from '@tanstack/react-query';
import { SLOW_DATA_STALE_MS } from '@/platform/constants.ts';
import { scopedKey, useQueryScope } from '@/platform/query-scope.ts';
import { useRequestLocale } from '@/platform/i18n/request-locale.ts';

/*
 * The home page's blocks. Texts are localised, so every key carries the
 * language; blocks with prices carry the whole scope (language and currency),
 * so a currency switch prices them again.
 */

const localised = <Key extends readonly unknown[]>(key: Key, locale: string) => [...key, { locale }] as const;

/** The banners in one language; also requested by the home route's loader, so the first picture starts loading before the page's code. */
export function homeBannersQueryOptions(locale: string) {
  return getListHomeBannersQueryOptions(undefined, { query: { queryKey: localised(getListHomeBannersQueryKey(), locale), staleTime: SLOW_DATA_STALE_MS } });
}

export function useHomeBanners() {
  return useQuery(homeBannersQueryOptions(useRequestLocale()));
}

export function useHomeFloors() {
  return useListHomeFloors(undefined, { query: { queryKey: scopedKey(getListHomeFloorsQueryKey(), useQueryScope()) } });
}

export function usePopularCategories(limit: number) {
  const params = { limit };
  return useListPopularCategories(params, { query: { queryKey: localised(getListPopularCategoriesQueryKey(params), useRequestLocale()), staleTime: SLOW_DATA_STALE_MS } });
}

export function useFeaturedGoods(pageSize: number) {
  const params = { page: 1, page_size: pageSize };
  return useListFeaturedGoods(params, { query: { queryKey: scopedKey(getListFeaturedGoodsQueryKey(params), useQueryScope()) } });
}

export function useLatestNews(pageSize: number) {
  const params = { page: 1, page_size: pageSize };
  return useListNews(params, { query: { queryKey: localised(getListNewsQueryKey(params), useRequestLocale()) } });
}

export function useRecentOrders(limit: number) {
  const params = { limit };
  return useListRecentOrderGoods(params, { query: { queryKey: localised(getListRecentOrderGoodsQueryKey(params), useRequestLocale()) } });
}

export function useCatalogStats() {
  return useGetCategoryStat(undefined, { query: { queryKey: localised(getGetCategoryStatQueryKey(), useRequestLocale()), staleTime: SLOW_DATA_STALE_MS } });
}
