import { getGetCountryOptionsQueryOptions } from '@chipmart/generated/internal/hooks/site/site';
import { variantConfig } from '@variant-rules/config.ts';
import { SLOW_DATA_STALE_MS } from '@/platform/constants.ts';
import { useScopedQuery } from '@/platform/query-scope.ts';

/**
 * The countries an address may be in, in the page's language. A brand that
 * ships within one country only (`addressCountryIso`) offers just that one.
 */
export function useAddressCountries() {
  const query = useScopedQuery(getGetCountryOptionsQueryOptions(undefined, { query: { staleTime: SLOW_DATA_STALE_MS } }));
  const all = query.data ?? [];
  const only = variantConfig.addressCountryIso;
  const countries = only ? all.filter((country) => country.iso_code === only) : all;
  return { countries, loading: query.isPending, failed: query.isError };
}
