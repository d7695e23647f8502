/// <reference path="./virtual-partner-guides.d.ts" />
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { currentQueryScope, scopedQuery, type QueryScope } from '@/platform/query-scope.ts';
import { guideFacts } from './guide-facts.ts';
import { fillFacts, parseGuide, type GuideBlock } from './guide-markdown.ts';
import type { GuideSlug } from './portal-entries.ts';
// A loader per guide in each of the site's languages, each its own chunk: a page loads only the one it shows.
import { guideFiles } from 'virtual:partner-guides';

/** A guide's text in the page's language, with the partner document's facts filled in, read into blocks. */
export async function readGuide(locale: string, slug: GuideSlug): Promise<GuideBlock[]> {
  const load = guideFiles[`${locale}/${slug}`];
  if (!load) throw new Error(`No ${slug} guide in ${locale}`);
  return parseGuide(fillFacts(await load(), guideFacts));
}

/** Guides change only with a new build of the site. */
export function guideQueryOptions(slug: GuideSlug, scope: QueryScope) {
  return scopedQuery(queryOptions({ queryKey: ['partnerGuide', slug], queryFn: () => readGuide(scope.locale, slug), staleTime: Infinity }), scope);
}

/** The guide before its page renders, so the server sends it in the HTML. */
export const loadGuide = (queryClient: QueryClient, slug: GuideSlug) => queryClient.ensureQueryData(guideQueryOptions(slug, currentQueryScope()));
