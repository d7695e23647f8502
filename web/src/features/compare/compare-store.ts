import { COMPARE_STORAGE_KEY } from '@/platform/constants.ts';
import { createPersistentStore, useStore } from '@/platform/lib/store.ts';
import {
  addCompareItem,
  emptyCompareList,
  isCompareList,
  removeCompareItem,
  type AddOutcome,
  type CompareItem,
  type CompareList,
} from './compare-list.ts';

/** Fired on every change of the compare list in this tab; the drawer listens to reopen the compare panel. */
export const COMPARE_UPDATE_EVENT = 'chipmart:compare-update';

export const compareStore = createPersistentStore<CompareList>(COMPARE_STORAGE_KEY, emptyCompareList, isCompareList);

export const useCompareList = () => useStore(compareStore);

function change(next: CompareList): void {
  compareStore.set(next);
  window.dispatchEvent(new CustomEvent<CompareList>(COMPARE_UPDATE_EVENT, { detail: next }));
}

export function addToCompare(id: number, item: CompareItem): AddOutcome {
  const { list, outcome } = addCompareItem(compareStore.get(), id, item);
  if (outcome === 'added') change(list);
  return outcome;
}

export function removeFromCompare(id: number): void {
  change(removeCompareItem(compareStore.get(), id));
}

export function clearCompare(): void {
  change(emptyCompareList);
}
