import { ApiError } from '@chipmart/client';
import { getCategoryStat, getGetCategoryStatQueryKey, getListFeaturedGoodsQueryOptions } from '@chipmart/generated/internal/hooks/catalog/catalog';
import {
  getGetContentPageQueryKey,
  getGetContentPageQueryOptions,
  getGetNewsDetailQueryKey,
  getGetPageSeoQueryOptions,
  getGetNewsDetailQueryOptions,
  getGetSiteLabelsQueryOptions,
  getListNewsQueryOptions,
  getListNewsTagsQueryOptions,
} from '@chipmart/generated/internal/hooks/site/site';
import type { ListFeaturedGoodsParams, ListNewsParams, SiteSeo } from '@chipmart/generated/internal/model/index';
import { GetSiteLabelsType } from '@chipmart/generated/internal/model/index';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { SLOW_DATA_STALE_MS } from '@/platform/constants.ts';
import { currentQueryScope, scopedKey, type QueryScope } from '@/platform/query-scope.ts';

const NOT_FOUND_CODE = 4040;

/*
 * Every answer here is in the request's language, and parts carry prices in
 * its currency: keys get the scope appended so a switch fetches them again.
 */

export function newsListQueryOptions(params: ListNewsParams, scope: QueryScope) {
  const options = getListNewsQueryOptions(params);
  return { ...options, queryKey: scopedKey(options.queryKey, scope) };
}

export function newsTagsQueryOptions(scope: QueryScope) {
  const options = getListNewsTagsQueryOptions();
  return { ...options, queryKey: scopedKey(options.queryKey, scope), staleTime: SLOW_DATA_STALE_MS };
}

export function newsDetailQueryOptions(newsId: number, scope: QueryScope) {
  return getGetNewsDetailQueryOptions(newsId, undefined, { query: { queryKey: scopedKey(getGetNewsDetailQueryKey(newsId), scope), retry: false } });
}

export function featuredGoodsQueryOptions(params: ListFeaturedGoodsParams, scope: QueryScope) {
  const options = getListFeaturedGoodsQueryOptions(params);
  return { ...options, queryKey: scopedKey(options.queryKey, scope) };
}

export function keywordLabelsQueryOptions(scope: QueryScope) {
  const options = getGetSiteLabelsQueryOptions({ type: GetSiteLabelsType.NUMBER_2 });
  return { ...options, queryKey: scopedKey(options.queryKey, scope), staleTime: SLOW_DATA_STALE_MS };
}

export function categoryStatQueryOptions(scope: QueryScope) {
  return queryOptions({
    queryKey: scopedKey(getGetCategoryStatQueryKey(), scope),
    queryFn: ({ signal }) => getCategoryStat(undefined, undefined, signal),
    staleTime: SLOW_DATA_STALE_MS,
  });
}

/** An article id from the URL, or a 404 for anything that cannot be one. */
export function parseNewsId(raw: string): number {
  const id = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(id) || id < 1) throw notFound();
  return id;
}

/** The article before the page renders (its title, summary and dates make the page's head); an unknown id is the 404 page. */
export async function loadNewsArticle(queryClient: QueryClient, rawId: string) {
  const id = parseNewsId(rawId);
  try {
    return await queryClient.ensureQueryData(newsDetailQueryOptions(id, currentQueryScope()));
  } catch (error) {
    if (error instanceof ApiError && error.code === NOT_FOUND_CODE) throw notFound();
    throw error;
  }
}

/** The SEO texts the back office keeps for one of these pages; none (the defaults) when they cannot be loaded. */
export async function loadPageSeo(queryClient: QueryClient, pageKey: string): Promise<SiteSeo | undefined> {
  const options = getGetPageSeoQueryOptions({ page_key: pageKey });
  try {
    return await queryClient.ensureQueryData({ ...options, queryKey: scopedKey(options.queryKey, currentQueryScope()), staleTime: SLOW_DATA_STALE_MS });
  } catch {
    return undefined;
  }
}

/** A content page kept in the back office (title, HTML body, SEO texts), in the page's language. */
export function contentPageQueryOptions(pageKey: string, scope: QueryScope) {
  return getGetContentPageQueryOptions(pageKey, undefined, {
    query: { queryKey: scopedKey(getGetContentPageQueryKey(pageKey), scope), staleTime: SLOW_DATA_STALE_MS },
  });
}
