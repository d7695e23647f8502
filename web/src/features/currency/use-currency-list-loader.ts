import { SLOW_DATA_STALE_MS } from '@/constants.ts';
import { useGetCurrencyList } from '@chipmart/generated/internal/hooks/site/site';
import { useEffect } from 'react';
import { receiveCurrencyList } from './currency-store.ts';

/** Loads the currency list once; a failed load changes nothing. */
export function useCurrencyListLoader(): void {
  const { data } = useGetCurrencyList(undefined, { query: { staleTime: SLOW_DATA_STALE_MS, retry: false } });
  useEffect(() => {
    if (data) receiveCurrencyList(data);
  }, [data]);
}
