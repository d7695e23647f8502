import type { CartLine } from '@chipmart/generated/internal/model/index';
import { parseNumber } from '@/platform/lib/parse-number.ts';

/** What a line's offer allows: at least the MOQ, in multiples of the increment, no more than its stock. */
export type OfferRules = Pick<CartLine, 'moq' | 'increment' | 'stock'>;

/** Why a quantity cannot be ordered, in the order the buyer should hear it. */
export type QuantityProblem = 'notWhole' | 'belowMoq' | 'notMultiple' | 'aboveStock';

const stepOf = (rules: OfferRules) => Math.max(1, rules.increment);
const moqOf = (rules: OfferRules) => Math.max(1, rules.moq);

/** A typed quantity as whole pieces ("1,500" reads 1500), or undefined when it is no whole number of pieces. */
export function readQuantity(text: string): number | undefined {
  const value = parseNumber(text);
  return Number.isSafeInteger(value) && value >= 1 ? value : undefined;
}

/** Whether the offer's rules allow the quantity (the same order of checks as the server's). */
export function quantityProblem(quantity: number, rules: OfferRules): QuantityProblem | undefined {
  if (!Number.isSafeInteger(quantity) || quantity < 1) return 'notWhole';
  if (quantity < moqOf(rules)) return 'belowMoq';
  if (quantity % stepOf(rules) !== 0) return 'notMultiple';
  if (quantity > rules.stock) return 'aboveStock';
  return undefined;
}

/** The least quantity the rules allow: the MOQ, rounded up to the increment. */
export function smallestValid(rules: OfferRules): number {
  const step = stepOf(rules);
  return Math.ceil(moqOf(rules) / step) * step;
}

/** The most pieces the offer can supply within its rules, or undefined when its stock is below the least order. */
export function largestSuppliable(rules: OfferRules): number | undefined {
  const largest = Math.floor(rules.stock / stepOf(rules)) * stepOf(rules);
  return largest >= smallestValid(rules) ? largest : undefined;
}

/**
 * The valid quantities nearest to a wanted one that the stock can supply:
 * the largest below it and the smallest above it, lowest first. Offered as
 * one-click fixes for a quantity off the order rules.
 */
export function nearestValidQuantities(wanted: number, rules: OfferRules): number[] {
  const step = stepOf(rules);
  const largest = largestSuppliable(rules);
  if (largest === undefined) return [];
  const below = Math.min(Math.floor(wanted / step) * step, largest);
  const above = Math.max(Math.ceil(wanted / step) * step, smallestValid(rules));
  const candidates = [below, above].filter((quantity) => quantity !== wanted && quantity >= smallestValid(rules) && quantity <= largest);
  return [...new Set(candidates)].sort((a, b) => a - b);
}

/** Whether the minus button can take one step off (the server refuses to go under the MOQ: remove the line instead). */
export function canStepDown(line: Pick<CartLine, 'cart_num'> & OfferRules): boolean {
  return Math.floor((line.cart_num - 1) / stepOf(line)) * stepOf(line) >= moqOf(line);
}

/** Whether the plus button's next valid quantity is still in stock. */
export function canStepUp(line: Pick<CartLine, 'cart_num'> & OfferRules): boolean {
  const next = Math.ceil(Math.max(line.cart_num + 1, moqOf(line)) / stepOf(line)) * stepOf(line);
  return next <= line.stock;
}
