import { getGetNavPullDataQueryKey, useGetNavPullData } from '@chipmart/generated/internal/hooks/catalog/catalog';
import { SLOW_DATA_STALE_MS } from '@/platform/constants.ts';
import { useRequestLocale } from '@/platform/i18n/request-locale.ts';

/** The category menu's data (sub-categories, much-viewed parts, leading manufacturers); fetched only once the menu opens. */
export function useNavPull(enabled: boolean) {
  return useGetNavPullData(undefined, { query: { queryKey: [...getGetNavPullDataQueryKey(), { locale: useRequestLocale() }], staleTime: SLOW_DATA_STALE_MS, enabled } });
}
