import { m } from '$paraglide/messages.js';
import type { PageSeo } from '@/platform/pages/page-head.ts';

/** The results page's head, naming the query. */
export function searchPageSeo(keywords: string | undefined): PageSeo {
  return {
    title: keywords ? m.search_pageTitle({ keywords }) : undefined,
    description: keywords ? m.search_pageDescription({ keywords }) : undefined,
    // Result pages of arbitrary queries are not pages for search engines.
    noIndex: true,
  };
}
