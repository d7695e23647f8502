import { ApiError } from '@chipmart/client';
import { getGetCategoryStatQueryOptions, getListFeaturedGoodsQueryOptions } from '@chipmart/generated/internal/hooks/catalog/catalog';
import {
  getGetContentPageQueryOptions,
  getGetNewsDetailQueryOptions,
  getGetPageSeoQueryOptions,
  getGetSiteLabelsQueryOptions,
  getListNewsQueryOptions,
  getListNewsTagsQueryOptions,
} from '@chipmart/generated/internal/hooks/site/site';
import type { ListFeaturedGoodsParams, ListNewsParams, SiteSeo } from '@chipmart/generated/internal/model/index';
import { GetSiteLabelsType } from '@chipmart/generated/internal/model/index';
import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { SLOW_DATA_STALE_MS } from '@/platform/constants.ts';
import { currentQueryScope, scopedQuery, type QueryScope } from '@/platform/query-scope.ts';

const NOT_FOUND_CODE = 4040;
const slowData = { query: { staleTime: SLOW_DATA_STALE_MS } };

/* Every answer here is in the request's language, and the featured parts carry prices in its currency (platform/query-scope.ts). */

export function newsListQueryOptions(params: ListNewsParams, scope: QueryScope) {
  return scopedQuery(getListNewsQueryOptions(params), scope);
}

export function newsTagsQueryOptions(scope: QueryScope) {
  return scopedQuery(getListNewsTagsQueryOptions(undefined, slowData), scope);
}

export function newsDetailQueryOptions(newsId: number, scope: QueryScope) {
  return scopedQuery(getGetNewsDetailQueryOptions(newsId, undefined, { query: { retry: false } }), scope);
}

export function featuredGoodsQueryOptions(params: ListFeaturedGoodsParams, scope: QueryScope) {
  return scopedQuery(getListFeaturedGoodsQueryOptions(params), scope);
}

export function keywordLabelsQueryOptions(scope: QueryScope) {
  return scopedQuery(getGetSiteLabelsQueryOptions({ type: GetSiteLabelsType.NUMBER_2 }, slowData), scope);
}

export function categoryStatQueryOptions(scope: QueryScope) {
  return scopedQuery(getGetCategoryStatQueryOptions(undefined, slowData), scope);
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
  try {
    return await queryClient.ensureQueryData(scopedQuery(getGetPageSeoQueryOptions({ page_key: pageKey }, slowData), currentQueryScope()));
  } catch {
    return undefined;
  }
}

/** A content page kept in the back office (title, HTML body, SEO texts), in the page's language. */
export function contentPageQueryOptions(pageKey: string, scope: QueryScope) {
  return scopedQuery(getGetContentPageQueryOptions(pageKey, undefined, slowData), scope);
}
