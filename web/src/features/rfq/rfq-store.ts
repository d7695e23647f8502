import type { RfqListItem } from '@chipmart/generated/internal/model/index';
import { RFQ_STORAGE_KEY } from '@/platform/constants.ts';
import { createPersistentStore, useStore } from '@/platform/lib/store.ts';
import { addRfqItem, isRfqList, type NewRfqItem } from './rfq-list.ts';

/** The RFQ list, in localStorage under RFQLIST so it survives reloads and follows other tabs. */
export const rfqStore = createPersistentStore<RfqListItem[]>(RFQ_STORAGE_KEY, [], isRfqList);

export const useRfqList = () => useStore(rfqStore);

export function addToRfq(item: NewRfqItem): void {
  rfqStore.set(addRfqItem(rfqStore.get(), item));
}

export function removeFromRfq(index: number): void {
  rfqStore.set(rfqStore.get().filter((_, position) => position !== index));
}

/** Changes fields of the line at `index` (quantity, target price, delivery date), keeping the rest. */
export function updateRfqItem(index: number, patch: Partial<RfqListItem>): void {
  rfqStore.set(rfqStore.get().map((item, position) => (position === index ? { ...item, ...patch } : item)));
}

/** Empties the list, once it has been sent. */
export function clearRfq(): void {
  rfqStore.set([]);
}
