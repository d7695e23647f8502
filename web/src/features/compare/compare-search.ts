import { z } from 'zod/mini';
import { COMPARE_MAX_ITEMS } from '@/constants.ts';

/**
 * The compare page's `ids`: a comma list of positive part ids, at most
 * COMPARE_MAX_ITEMS, duplicates dropped. The router hands a single id over
 * as a number, so both forms are read.
 */
const idText = z.pipe(z.pipe(z.union([z.string(), z.number()]), z.transform(String)), z.string().check(z.regex(/^[1-9]\d*(,[1-9]\d*)*$/)));
const idList = z.pipe(
  z.pipe(idText, z.transform((text: string) => [...new Set(text.split(',').map(Number))])),
  z.array(z.number().check(z.int(), z.positive(), z.refine(Number.isSafeInteger))).check(z.maxLength(COMPARE_MAX_ITEMS)),
);

/**
 * The router validates its own output again, so the value stays in the URL's
 * form (a comma list, or one number); compareIds() reads the ids from it.
 * A link with ids that break the rule shows the parts this browser holds
 * instead of an error page.
 */
export const compareSearchSchema = z.object({
  ids: z.catch(z.optional(z.pipe(idList, z.transform((ids: number[]): string | number => (ids.length === 1 ? ids[0]! : ids.join(','))))), undefined),
});

export type CompareSearch = z.output<typeof compareSearchSchema>;

/** The part ids of a validated compare link, in order; undefined when the link has none. */
export const compareIds = (search: CompareSearch): number[] | undefined => (search.ids === undefined ? undefined : String(search.ids).split(',').map(Number));
