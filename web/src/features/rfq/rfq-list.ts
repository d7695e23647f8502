import type { RfqListItem } from '@chipmart/generated/internal/model/index';
import { RFQ_DEFAULT_QTY } from '@/platform/constants.ts';

/** An item as callers add it: the quantity may be left out and defaults to 1. */
export type NewRfqItem = Omit<RfqListItem, 'qty'> & { qty?: number };

const sameItem = (a: RfqListItem, b: RfqListItem) =>
  a.part_number === b.part_number &&
  (a.manufacturer ?? '') === (b.manufacturer ?? '') &&
  (a.package ?? '') === (b.package ?? '') &&
  (a.date_code ?? '') === (b.date_code ?? '') &&
  a.qty === b.qty;

/** Adds an item unless one with the same part number, manufacturer, package, date code and quantity is already listed. */
export function addRfqItem(list: readonly RfqListItem[], item: NewRfqItem): RfqListItem[] {
  const complete: RfqListItem = { ...item, qty: item.qty ?? RFQ_DEFAULT_QTY };
  return list.some((existing) => sameItem(existing, complete)) ? [...list] : [...list, complete];
}

export function isRfqList(value: unknown): value is RfqListItem[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null && typeof item.part_number === 'string');
}
