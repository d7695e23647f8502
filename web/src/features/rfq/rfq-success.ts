import type { RfqSubmitResult } from '@chipmart/generated/internal/model/index';
import { z } from 'zod/mini';

/** The router reads a numeric query value as a number. */
const textOrNumber = z.union([z.string(), z.number()]);

/**
 * What the success page shows of the created RFQ, carried in its link so a
 * reload still shows it: the number, how many lines and when.
 */
export const rfqSuccessSearchSchema = z.object({
  rfq_sn: z.catch(z.optional(z.pipe(z.pipe(textOrNumber, z.transform(String)), z.string().check(z.regex(/^[A-Za-z0-9-]{1,40}$/)))), undefined),
  item_count: z.catch(z.optional(z.pipe(z.pipe(textOrNumber, z.transform(Number)), z.number().check(z.int(), z.positive()))), undefined),
  create_time: z.catch(z.optional(z.iso.datetime({ offset: true })), undefined),
});

export type RfqSuccessSearch = z.output<typeof rfqSuccessSearchSchema>;

export function rfqSuccessPath(result: Pick<RfqSubmitResult, 'rfq_sn' | 'item_count' | 'create_time'>): string {
  const params = new URLSearchParams({ rfq_sn: result.rfq_sn, item_count: String(result.item_count), create_time: result.create_time });
  return `/rfq/successful?${params.toString()}`;
}
