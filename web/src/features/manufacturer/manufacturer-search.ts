import { integer, searchSchema, text, type SearchOutput } from '@/platform/lib/search-params.ts';

/** Manufacturers per page of the index: one page holds a whole letter, usually the whole list. */
export const MANUFACTURER_PAGE_SIZE = 100;
/** Parts per page on a manufacturer's profile. */
export const MANUFACTURER_PARTS_PAGE_SIZE = 20;

/** The index's letter, name filter and page, from the URL; anything malformed is dropped. */
export const manufacturerIndexSearch = searchSchema({
  initial: text({ pattern: /^([A-Z]|#)$/ }),
  keyword: text({ trim: true, max: 100 }),
  page: integer(),
});

export type ManufacturerIndexSearch = SearchOutput<typeof manufacturerIndexSearch>;

/** The profile's chosen category of parts and page. */
export const manufacturerProfileSearch = searchSchema({
  category: integer(),
  page: integer(),
});

export type ManufacturerProfileSearch = SearchOutput<typeof manufacturerProfileSearch>;

/** The id of the section that holds a letter's manufacturers on the index page. */
export const initialAnchor = (initial: string) => `initial-${initial === '#' ? 'other' : initial}`;
