import { SLOW_DATA_STALE_MS } from '@/platform/constants.ts';
import { getGetCurrencyListQueryOptions } from '@chipmart/generated/internal/hooks/site/site';
import { useEffect } from 'react';
import { useScopedQuery } from '@/platform/query-scope.ts';
import { receiveCurrencyList } from './currency-store.ts';

/** The site's currency list, asked for once and kept; a failed load is not retried. */
export const useCurrencyListQuery = () => useScopedQuery(getGetCurrencyListQueryOptions(undefined, { query: { staleTime: SLOW_DATA_STALE_MS, retry: false } }));

/** Asks for the currency list once; when it is in, a remembered currency the variant no longer offers is dropped. A failed load changes nothing. */
export function useCurrencyListLoader(): void {
  const { data } = useCurrencyListQuery();
  useEffect(() => {
    if (data) receiveCurrencyList(data);
  }, [data]);
}
