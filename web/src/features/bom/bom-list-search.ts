import { listBomsQueryKeywordMax } from '@chipmart/generated/internal/zod';
import { integer, searchSchema, text, type SearchOutput } from '@/platform/lib/search-params.ts';

/** BOMs per page of the account's BOM list. */
export const BOM_LIST_PAGE_SIZE = 10;

/** The BOM list's state in its URL: the name filter and the page. Malformed values are dropped. */
export const bomListSearch = searchSchema({
  keyword: text({ trim: true, min: 1, max: listBomsQueryKeywordMax }),
  page: integer({ max: 1_000_000 }),
});
export type BomListSearch = SearchOutput<typeof bomListSearch>;
