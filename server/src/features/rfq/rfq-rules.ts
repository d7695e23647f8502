import { submitQuickRfqBodyQtyMax, submitQuickRfqBodyTargetPriceMax } from '@chipmart/generated/internal/zod';
import type { BodyRuleFailure } from '../../platform/http/handler.ts';
import { rfqMessages } from './messages.ts';

/**
 * The RFQ forms' rules. They run on the raw body before the contract's
 * schema (see `withBodyRules`), so each field they cover gets the product's
 * wording instead of the schema's, and every problem comes back at once.
 * Values arrive unchecked: anything of the wrong type breaks the rule.
 */
export type RfqProblem = BodyRuleFailure;

/** Largest quantity one RFQ line may ask for: the contract's maximum (it fits the database's integer, with room). */
export const MAX_RFQ_QTY = submitQuickRfqBodyQtyMax;
/** Largest target unit price, in any currency: the contract's maximum (a yen or won price of a module stays well below). */
export const MAX_TARGET_PRICE = submitQuickRfqBodyTargetPriceMax;

const TELEPHONE_CHARACTERS = /^[0-9+()\-./ ]+$/;
const DAY_MS = 86_400_000;

/** Text fields the contract only bounds by length: spaces alone are not a name (a missing field is the schema's to name). */
export function blankProblems(fields: Record<string, unknown>): RfqProblem[] {
  return Object.entries(fields)
    .filter(([, value]) => typeof value === 'string' && value.trim() === '')
    .map(([field]) => ({ field, message: rfqMessages.blank }));
}

/** A telephone the sales team can dial: at least 5 digits, and nothing but digits and the usual separators. */
export function telephoneProblem(telephone: unknown): RfqProblem | undefined {
  if (typeof telephone !== 'string') return undefined;
  const trimmed = telephone.trim();
  const digits = trimmed.replace(/\D/g, '').length;
  return TELEPHONE_CHARACTERS.test(trimmed) && digits >= 5 ? undefined : { field: 'telephone', message: rfqMessages.invalidTelephone };
}

/** A whole number of pieces within the contract's bounds, said in the product's words. */
export function quantityProblem(field: string, qty: unknown): RfqProblem | undefined {
  if (qty === undefined) return undefined;
  return typeof qty === 'number' && Number.isInteger(qty) && qty >= 1 && qty <= MAX_RFQ_QTY
    ? undefined
    : { field, message: rfqMessages.invalidQuantity, params: { max: MAX_RFQ_QTY.toLocaleString('en-US') } };
}

export function targetPriceProblem(field: string, price: unknown): RfqProblem | undefined {
  if (price === null || price === undefined) return undefined;
  return typeof price === 'number' && Number.isFinite(price) && price >= 0 && price <= MAX_TARGET_PRICE
    ? undefined
    : { field, message: rfqMessages.invalidTargetPrice, params: { max: MAX_TARGET_PRICE.toLocaleString('en-US') } };
}

/**
 * The date picker's value (year-month-day, unpadded month) must be a real
 * day that has not passed. "Passed" allows one day of slack: a buyer west
 * of UTC may still be on the day before UTC's today.
 */
export function deliveryDateProblem(field: string, value: unknown, now: Date): RfqProblem | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'string') return { field, message: rfqMessages.invalidDate };
  const match = /^(\d{4})-(\d{1,2})-(\d{2})$/.exec(value);
  if (!match) return { field, message: rfqMessages.invalidDate };
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return { field, message: rfqMessages.invalidDate };
  const today = Math.floor(now.getTime() / DAY_MS);
  return date.getTime() / DAY_MS < today - 1 ? { field, message: rfqMessages.pastDate } : undefined;
}

/** Every rule each line of the RFQ list breaks, with the line's position in the field name (items.2.qty). */
export function itemProblems(items: unknown, now: Date): RfqProblem[] {
  if (!Array.isArray(items)) return [];
  return items.flatMap((value: unknown, index) => {
    const item = fieldsOf(value);
    const at = (name: string) => `items.${index}.${name}`;
    return [
      ...blankProblems({ [at('part_number')]: item.part_number }),
      quantityProblem(at('qty'), item.qty),
      targetPriceProblem(at('target_price'), item.target_price),
      deliveryDateProblem(at('delivery_plan_date'), item.delivery_plan_date, now),
    ].filter((problem): problem is RfqProblem => problem !== undefined);
  });
}

/** An object's fields to check, or none when the value is not an object (the schema names that). */
export function fieldsOf(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
