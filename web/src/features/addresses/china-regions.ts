import { getListChinaRegionsQueryOptions } from '@chipmart/generated/internal/hooks/address/address';
import type { ChinaRegion } from '@chipmart/generated/internal/model/index';
import { SLOW_DATA_STALE_MS } from '@/platform/constants.ts';
import { useScopedQuery } from '@/platform/query-scope.ts';

/** The provinces' list is asked for with parent 0. */
export const PROVINCES = 0;

/** The regions below a parent (0: the provinces); nothing is asked while there is no parent yet. */
export function useChinaRegions(parentId: number | undefined) {
  const query = useScopedQuery(getListChinaRegionsQueryOptions(parentId ?? PROVINCES, undefined, { query: { enabled: parentId !== undefined, staleTime: SLOW_DATA_STALE_MS } }));
  return { regions: parentId === undefined ? [] : (query.data?.lists ?? []), loading: parentId !== undefined && query.isPending, failed: query.isError };
}

/**
 * The name saved for a region: Chinese on a Chinese page, pinyin otherwise.
 * The server takes either, and a carrier reads what the buyer read.
 */
export function regionName(region: ChinaRegion, locale: string): string {
  return locale === 'zh' ? region.name : region.name_en;
}

/** The region a saved name stands for, whichever of its two names was saved. */
export function regionNamed(regions: readonly ChinaRegion[], name: string): ChinaRegion | undefined {
  const wanted = name.trim().toLowerCase();
  if (wanted === '') return undefined;
  return regions.find((region) => region.name === name.trim() || region.name_en.toLowerCase() === wanted);
}

/** The picker's label: both names where they differ, so a buyer who reads either finds the region. */
export function regionLabel(region: ChinaRegion, locale: string): string {
  if (locale === 'zh') return region.name;
  return region.name_en === region.name ? region.name : `${region.name_en} (${region.name})`;
}
