import { RfqState } from '@chipmart/generated/internal/model/index';
import { integer, oneOf, searchSchema, type SearchOutput } from '@/platform/lib/search-params.ts';

/** RFQs per page of the RFQ history. */
export const RFQS_PAGE_SIZE = 10;

/** The state filter's names in the URL (`?state=quoted`), one per RFQ state. */
export const RFQ_STATE_FILTERS = ['submitted', 'quoted', 'closed', 'ordered', 'expired'] as const;
export type RfqStateFilter = (typeof RFQ_STATE_FILTERS)[number];

const stateOfFilter: Record<RfqStateFilter, RfqState> = {
  submitted: RfqState.Submitted,
  quoted: RfqState.Quoted,
  closed: RfqState.Closed,
  ordered: RfqState.Ordered,
  expired: RfqState.Expired,
};

/** The RFQ state a filter name asks the server for; none for all. */
export const rfqStateOf = (filter: RfqStateFilter | undefined): RfqState | undefined => (filter ? stateOfFilter[filter] : undefined);

/** The RFQ history's state in its URL: the state it is narrowed to and the page. Malformed values are dropped. */
export const rfqHistorySearch = searchSchema({
  state: oneOf(RFQ_STATE_FILTERS),
  page: integer({ max: 1_000_000 }),
});
export type RfqHistorySearch = SearchOutput<typeof rfqHistorySearch>;
