import { CartStatus, type CartLine } from '@chipmart/generated/internal/model/index';

/** Why checkout cannot start: nothing ticked, or ticked lines that cannot be bought as they stand. */
export type CheckoutBlock = { reason: 'nothingTicked' } | { reason: 'cannotBuy'; parts: string[] };

/** Checkout orders the ticked lines; every one of them must be buyable (cart_status normal). */
export function checkoutBlock(lines: readonly Pick<CartLine, 'selected' | 'cart_status' | 'part_number'>[]): CheckoutBlock | undefined {
  const ticked = lines.filter((line) => line.selected);
  if (ticked.length === 0) return { reason: 'nothingTicked' };
  const blocked = ticked.filter((line) => line.cart_status !== CartStatus.Normal);
  return blocked.length > 0 ? { reason: 'cannotBuy', parts: blocked.map((line) => line.part_number) } : undefined;
}
