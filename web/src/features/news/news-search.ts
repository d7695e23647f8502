import { integer, searchSchema, text, type SearchOutput } from '@/platform/lib/search-params.ts';

/** Articles per page of the news list. */
export const NEWS_PAGE_SIZE = 10;
/** Parts per page of the featured and lead-time pages. */
export const PARTS_PAGE_SIZE = 20;

const pageNumber = integer({ max: 10_000 });

/**
 * The news list's state in its URL: the page and the tag it is narrowed to
 * (by name, as the news tags call gives it). Malformed values are dropped.
 */
export const newsListSearch = searchSchema({
  tag: text({ trim: true, min: 1, max: 50 }),
  page: pageNumber,
});
export type NewsListSearch = SearchOutput<typeof newsListSearch>;

/** A paged list of parts (featured parts): only the page. */
export const pagedSearch = searchSchema({ page: pageNumber });
export type PagedSearch = SearchOutput<typeof pagedSearch>;

/** The lead-time page: the top category looked at, and the page. */
export const leadTimeSearch = searchSchema({
  category: integer(),
  page: pageNumber,
});
export type LeadTimeSearch = SearchOutput<typeof leadTimeSearch>;
