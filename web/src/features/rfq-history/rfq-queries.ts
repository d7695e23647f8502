import { getGetMyRfqDetailQueryOptions, getListMyRfqsQueryOptions } from '@chipmart/generated/internal/hooks/rfq/rfq';
import type { ListMyRfqsParams } from '@chipmart/generated/internal/model/index';
import { keepPreviousData } from '@tanstack/react-query';
import { useScopedQuery } from '@/platform/query-scope.ts';

/** One page of the buyer's RFQs; the page shown stays while the next one loads. */
export function useRfqHistory(params: ListMyRfqsParams) {
  return useScopedQuery(getListMyRfqsQueryOptions(params, { query: { placeholderData: keepPreviousData } }));
}

/** One RFQ with its items and quotes, read when the buyer opens it. */
export function useRfqDetail(rfqId: number) {
  return useScopedQuery(getGetMyRfqDetailQueryOptions({ rfq_id: rfqId }, { query: { retry: false } }));
}
