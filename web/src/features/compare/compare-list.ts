import type { GoodsCard } from '@chipmart/generated/internal/model/index';
import { COMPARE_MAX_ITEMS, COMPARE_MIN_ITEMS } from '@/platform/constants.ts';

/** What the compare list keeps of a part (spec section 3). */
export type CompareItem = Pick<GoodsCard, 'goods_page_url' | 'part_number' | 'brand_name' | 'icons'>;

/** An id list (in the order added) plus an id-to-item map. */
export interface CompareList {
  ids: number[];
  items: Record<string, CompareItem>;
}

export const emptyCompareList: CompareList = { ids: [], items: {} };

export type AddOutcome = 'added' | 'already' | 'full';

export function addCompareItem(list: CompareList, id: number, item: CompareItem): { list: CompareList; outcome: AddOutcome } {
  if (list.ids.includes(id)) return { list, outcome: 'already' };
  if (list.ids.length >= COMPARE_MAX_ITEMS) return { list, outcome: 'full' };
  return { list: { ids: [...list.ids, id], items: { ...list.items, [id]: item } }, outcome: 'added' };
}

export function removeCompareItem(list: CompareList, id: number): CompareList {
  const items = { ...list.items };
  delete items[id];
  return { ids: list.ids.filter((existing) => existing !== id), items };
}

/** Comparing needs at least two parts. */
export const canCompare = (list: CompareList) => list.ids.length >= COMPARE_MIN_ITEMS;

/** The count as the shop shows it: n/5. */
export const compareCountText = (list: CompareList) => `${list.ids.length}/${COMPARE_MAX_ITEMS}`;

/** The compare page's path for these ids, in the order given (a comma list, as links to it are shared). */
export const compareIdsPath = (ids: readonly number[]) => (ids.length === 0 ? '/compare' : `/compare?ids=${ids.join(',')}`);

export const comparePagePath = (list: CompareList) => compareIdsPath(list.ids);

export function isCompareList(value: unknown): value is CompareList {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as CompareList).ids) &&
    typeof (value as CompareList).items === 'object'
  );
}
