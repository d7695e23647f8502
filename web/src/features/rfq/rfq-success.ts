import type { RfqSubmitResult } from '@chipmart/generated/internal/model/index';
import { integer, searchSchema, text, type SearchOutput } from '@/platform/lib/search-params.ts';

/** A real calendar date (leap days included), as in ISO 8601. */
const isoDate =
  '(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8])))';
/** A time with seconds, optional fractions and a zone (`Z` or `+03:00`), as RFC 3339 writes it. */
const zonedTime = '(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|[+-](?:[01]\\d|2[0-3]):[0-5]\\d)';
/** The server's `create_time`: an ISO date-time with its zone. */
const isoDateTime = new RegExp(`^${isoDate}T${zonedTime}$`);

/**
 * What the success page shows of the created RFQ, carried in its link so a
 * reload still shows it: the number, how many lines and when. The router
 * reads a numeric query value as a number, so the number and count take both forms.
 */
export const rfqSuccessSearchSchema = searchSchema({
  rfq_sn: text({ pattern: /^[A-Za-z0-9-]{1,40}$/ }),
  item_count: integer(),
  create_time: text({ coerce: false, pattern: isoDateTime }),
});

export type RfqSuccessSearch = SearchOutput<typeof rfqSuccessSearchSchema>;

export function rfqSuccessPath(result: Pick<RfqSubmitResult, 'rfq_sn' | 'item_count' | 'create_time'>): string {
  const params = new URLSearchParams({ rfq_sn: result.rfq_sn, item_count: String(result.item_count), create_time: result.create_time });
  return `/rfq/successful?${params.toString()}`;
}
