import { getListOrdersQueryOptions } from '@chipmart/generated/internal/hooks/order/order';
import { getListMyRfqsQueryOptions } from '@chipmart/generated/internal/hooks/rfq/rfq';
import { getGetApiAccessApplicationQueryOptions, getGetUserCreditQueryOptions, getGetUserProfileQueryOptions } from '@chipmart/generated/internal/hooks/user/user';
import { RfqState } from '@chipmart/generated/internal/model/index';
import { useScopedQuery } from '@/platform/query-scope.ts';

/** How many recent orders and open RFQs the overview lists. */
export const OVERVIEW_ROWS = 5;

export const useProfileQuery = () => useScopedQuery(getGetUserProfileQueryOptions());
/** The newest API access application: when it was sent and decided, and the refusal reason. */
export const useApiApplicationQuery = () => useScopedQuery(getGetApiAccessApplicationQueryOptions());
export const useCreditQuery = () => useScopedQuery(getGetUserCreditQueryOptions());
export const useRecentOrdersQuery = () => useScopedQuery(getListOrdersQueryOptions({ page: 1, page_size: OVERVIEW_ROWS }));

/** Open RFQs are those still waiting for quotes and those with a valid quote: one page of each state. */
export function useOpenRfqQueries() {
  return [
    useScopedQuery(getListMyRfqsQueryOptions({ page: 1, page_size: OVERVIEW_ROWS, state: RfqState.Submitted })),
    useScopedQuery(getListMyRfqsQueryOptions({ page: 1, page_size: OVERVIEW_ROWS, state: RfqState.Quoted })),
  ] as const;
}
