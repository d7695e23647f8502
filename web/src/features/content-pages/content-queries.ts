import { ApiError } from '@chipmart/client';
import { getGetContentPageQueryOptions } from '@chipmart/generated/internal/hooks/site/site';
import type { SitePage } from '@chipmart/generated/internal/model/index';
import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { SLOW_DATA_STALE_MS } from '@/platform/constants.ts';
import { currentQueryScope, scopedQuery, type QueryScope } from '@/platform/query-scope.ts';
import { CONTENT_PAGE_KEYS, type ContentPageKey } from './content-page-keys.ts';

const NOT_FOUND_CODE = 4040;

/** A content page (title, HTML body, SEO texts) in the page's language; edited rarely, so kept fresh for a while. */
export function contentPageQueryOptions(page: ContentPageKey, scope: QueryScope) {
  return scopedQuery(getGetContentPageQueryOptions(CONTENT_PAGE_KEYS[page], undefined, { query: { staleTime: SLOW_DATA_STALE_MS } }), scope);
}

/**
 * The page's content before it renders, so the server sends it in the HTML
 * and its SEO texts make the head. A page the server does not hold is the
 * 404 page; any other failure leaves the page to show a retry.
 */
export async function loadContentPage(queryClient: QueryClient, page: ContentPageKey): Promise<SitePage | undefined> {
  try {
    return await queryClient.ensureQueryData(contentPageQueryOptions(page, currentQueryScope()));
  } catch (error) {
    if (error instanceof ApiError && error.code === NOT_FOUND_CODE) throw notFound();
    return undefined;
  }
}
