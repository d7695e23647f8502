import type { PriceBreak } from '@chipmart/generated/internal/model/index';

/** The ordering rules of an offer: at least `moq` pieces, in multiples of `increment`. */
export interface OrderRules {
  moq: number;
  increment: number;
}

/**
 * The smallest valid order quantity that covers `wanted`: at least the MOQ and
 * a multiple of the order multiple. Rounding up, because a buyer who needs
 * 150 pieces can use 200 but not 100.
 */
export function roundToOrderRules(wanted: number, { moq, increment }: OrderRules): number {
  const step = Math.max(1, Math.floor(increment));
  const minimum = Math.max(1, Math.ceil(moq / step) * step);
  if (!Number.isFinite(wanted) || wanted <= minimum) return minimum;
  return Math.ceil(wanted / step) * step;
}

/** Whether a quantity can be ordered as it is. */
export function meetsOrderRules(quantity: number, rules: OrderRules): boolean {
  return Number.isInteger(quantity) && roundToOrderRules(quantity, rules) === quantity;
}

/**
 * The price break that applies to a quantity: the one with the largest `num`
 * not above it. Below the first break the first one applies (the quantity is
 * rounded up to the MOQ before ordering anyway). Undefined without breaks.
 */
export function priceBreakFor(breaks: readonly PriceBreak[], quantity: number): PriceBreak | undefined {
  let chosen: PriceBreak | undefined;
  for (const step of [...breaks].sort((a, b) => a.num - b.num)) {
    if (chosen === undefined || step.num <= quantity) chosen = step;
    else break;
  }
  return chosen;
}

/** Unit price and line total for a quantity, or undefined when the offer has no prices. */
export function priceForQuantity(breaks: readonly PriceBreak[], quantity: number): { unitPrice: number; total: number } | undefined {
  const step = priceBreakFor(breaks, quantity);
  if (!step) return undefined;
  // Totals are rounded by the money helpers when shown; cents are summed here without drift.
  return { unitPrice: step.price, total: Math.round(step.price * quantity * 1e5) / 1e5 };
}
