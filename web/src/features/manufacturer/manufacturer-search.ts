import { z } from 'zod/mini';

/** Manufacturers per page of the index: one page holds a whole letter, usually the whole list. */
export const MANUFACTURER_PAGE_SIZE = 100;
/** Parts per page on a manufacturer's profile. */
export const MANUFACTURER_PARTS_PAGE_SIZE = 20;

const page = z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(1))), undefined);

/** The index's letter, name filter and page, from the URL; anything malformed is dropped. */
export const manufacturerIndexSearch = z.object({
  initial: z.catch(z.optional(z.coerce.string().check(z.regex(/^([A-Z]|#)$/))), undefined),
  keyword: z.catch(z.optional(z.coerce.string().check(z.trim(), z.maxLength(100))), undefined),
  page,
});

export type ManufacturerIndexSearch = z.output<typeof manufacturerIndexSearch>;

/** The profile's chosen category of parts and page. */
export const manufacturerProfileSearch = z.object({
  category: z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined),
  page,
});

export type ManufacturerProfileSearch = z.output<typeof manufacturerProfileSearch>;

/** The id of the section that holds a letter's manufacturers on the index page. */
export const initialAnchor = (initial: string) => `initial-${initial === '#' ? 'other' : initial}`;
