import type { components } from '@chipmart/generated/internal/types';
import type { Message } from '../../shared/i18n/messages.ts';
import { rfqMessages } from './messages.ts';

type RfqListItem = components['schemas']['RfqListItem'];

export interface RfqProblem {
  field: string;
  message: Message;
  params?: Record<string, string | number>;
}

/** Largest quantity one RFQ line may ask for (it must fit the database's integer, with room). */
export const MAX_RFQ_QTY = 100_000_000;
/** Largest target unit price, in any currency (a yen or won price of a module stays well below). */
export const MAX_TARGET_PRICE = 1_000_000_000;

const TELEPHONE_CHARACTERS = /^[0-9+()\-./ ]+$/;
const DAY_MS = 86_400_000;

/** Text fields the contract only bounds by length: spaces alone are not a name. */
export function blankProblems(fields: Record<string, string>): RfqProblem[] {
  return Object.entries(fields)
    .filter(([, value]) => value.trim() === '')
    .map(([field]) => ({ field, message: rfqMessages.blank }));
}

/** A telephone the sales team can dial: at least 5 digits, and nothing but digits and the usual separators. */
export function telephoneProblem(telephone: string): RfqProblem | undefined {
  const trimmed = telephone.trim();
  const digits = trimmed.replace(/\D/g, '').length;
  return TELEPHONE_CHARACTERS.test(trimmed) && digits >= 5 ? undefined : { field: 'telephone', message: rfqMessages.invalidTelephone };
}

/** The contract says integer; the generated schema only checks it is a number of at least 1. */
export function quantityProblem(field: string, qty: number): RfqProblem | undefined {
  return Number.isInteger(qty) && qty >= 1 && qty <= MAX_RFQ_QTY
    ? undefined
    : { field, message: rfqMessages.invalidQuantity, params: { max: MAX_RFQ_QTY.toLocaleString('en-US') } };
}

export function targetPriceProblem(field: string, price: number | null | undefined): RfqProblem | undefined {
  if (price === null || price === undefined) return undefined;
  return Number.isFinite(price) && price >= 0 && price <= MAX_TARGET_PRICE
    ? undefined
    : { field, message: rfqMessages.invalidTargetPrice, params: { max: MAX_TARGET_PRICE.toLocaleString('en-US') } };
}

/**
 * The date picker's value (year-month-day, unpadded month) must be a real
 * day that has not passed. "Passed" allows one day of slack: a buyer west
 * of UTC may still be on the day before UTC's today.
 */
export function deliveryDateProblem(field: string, value: string | null | undefined, now: Date): RfqProblem | undefined {
  if (value === null || value === undefined) return undefined;
  const match = /^(\d{4})-(\d{1,2})-(\d{2})$/.exec(value);
  if (!match) return { field, message: rfqMessages.invalidDate };
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return { field, message: rfqMessages.invalidDate };
  const today = Math.floor(now.getTime() / DAY_MS);
  return date.getTime() / DAY_MS < today - 1 ? { field, message: rfqMessages.pastDate } : undefined;
}

/** Every rule each line of the RFQ list breaks, with the line's position in the field name (items.2.qty). */
export function itemProblems(items: RfqListItem[], now: Date): RfqProblem[] {
  return items.flatMap((item, index) => {
    const at = (name: string) => `items.${index}.${name}`;
    return [
      ...blankProblems({ [at('part_number')]: item.part_number }),
      quantityProblem(at('qty'), item.qty),
      targetPriceProblem(at('target_price'), item.target_price),
      deliveryDateProblem(at('delivery_plan_date'), item.delivery_plan_date, now),
    ].filter((problem): problem is RfqProblem => problem !== undefined);
  });
}
