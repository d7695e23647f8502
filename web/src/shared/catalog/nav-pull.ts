import { getGetNavPullDataQueryOptions } from '@chipmart/generated/internal/hooks/catalog/catalog';
import { SLOW_DATA_STALE_MS } from '@/platform/constants.ts';
import { useScopedQuery } from '@/platform/query-scope.ts';

/** The category menu's data (sub-categories, much-viewed parts, leading manufacturers); fetched only once the menu opens. */
export function useNavPull(enabled: boolean) {
  return useScopedQuery(getGetNavPullDataQueryOptions(undefined, { query: { staleTime: SLOW_DATA_STALE_MS, enabled } }));
}
