import { z } from 'zod/mini';

/** Articles per page of the news list. */
export const NEWS_PAGE_SIZE = 10;
/** Parts per page of the featured and lead-time pages. */
export const PARTS_PAGE_SIZE = 20;

const pageNumber = z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))), undefined);

/**
 * The news list's state in its URL: the page and the tag it is narrowed to
 * (by name, as the news tags call gives it). Malformed values are dropped.
 */
export const newsListSearch = z.object({
  tag: z.catch(z.optional(z.coerce.string().check(z.trim(), z.minLength(1), z.maxLength(50))), undefined),
  page: pageNumber,
});
export type NewsListSearch = z.output<typeof newsListSearch>;

/** A paged list of parts (featured parts): only the page. */
export const pagedSearch = z.object({ page: pageNumber });
export type PagedSearch = z.output<typeof pagedSearch>;

/** The lead-time page: the top category looked at, and the page. */
export const leadTimeSearch = z.object({
  category: z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined),
  page: pageNumber,
});
export type LeadTimeSearch = z.output<typeof leadTimeSearch>;
