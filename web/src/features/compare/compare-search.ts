import { COMPARE_MAX_ITEMS } from '@/platform/constants.ts';
import { searchSchema, text, type FieldReader, type SearchOutput } from '@/platform/lib/search-params.ts';

/** A comma list of positive part ids; the router hands a single id over as a number, so both forms are read. */
const idText = text({ pattern: /^[1-9]\d*(,[1-9]\d*)*$/ });

/**
 * The compare page's `ids`: at most COMPARE_MAX_ITEMS part ids, duplicates
 * dropped. The router validates its own output again, so the value stays in
 * the URL's form (a comma list, or one number); compareIds() reads the ids
 * from it. A link with ids that break the rule shows the parts this browser
 * holds instead of an error page.
 */
const compareIdList: FieldReader<string | number> = (value) => {
  const listed = idText(value);
  if (listed === undefined) return undefined;
  const ids = [...new Set(listed.split(',').map(Number))];
  if (ids.length > COMPARE_MAX_ITEMS || !ids.every(Number.isSafeInteger)) return undefined;
  return ids.length === 1 ? ids[0] : ids.join(',');
};

export const compareSearchSchema = searchSchema({ ids: compareIdList });

export type CompareSearch = SearchOutput<typeof compareSearchSchema>;

/** The part ids of a validated compare link, in order; undefined when the link has none. */
export const compareIds = (search: CompareSearch): number[] | undefined => (search.ids === undefined ? undefined : String(search.ids).split(',').map(Number));
