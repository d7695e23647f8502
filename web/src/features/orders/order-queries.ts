import { getGetOrderQueryKey, getGetOrderQueryOptions, getListOrdersQueryKey, getListOrdersQueryOptions } from '@chipmart/generated/internal/hooks/order/order';
import type { ListOrdersParams } from '@chipmart/generated/internal/model/index';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useScopedQuery } from '@/platform/query-scope.ts';

/** One page of the buyer's orders; the page shown stays while the next one loads. Priced: keyed by the currency too. */
export function useOrderList(params: ListOrdersParams) {
  return useScopedQuery(getListOrdersQueryOptions(params, { query: { placeholderData: keepPreviousData } }));
}

/** One order in full; an unknown number is not retried (it stays unknown). */
export function useOrderDetail(orderSn: string) {
  return useScopedQuery(getGetOrderQueryOptions(orderSn, undefined, { query: { retry: false } }));
}

/** After the buyer changed an order: its detail and every page of the list are read again, in every language and currency. */
export function useRefreshOrder(): (orderSn: string) => Promise<void> {
  const queryClient = useQueryClient();
  return async (orderSn) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: getGetOrderQueryKey(orderSn) }),
      queryClient.invalidateQueries({ queryKey: getListOrdersQueryKey() }),
    ]);
  };
}
