import type { CartLine } from '@chipmart/generated/internal/model/index';
import { CART_BADGE_OVERFLOW_AT, CART_BADGE_OVERFLOW_TEXT } from '@/platform/constants.ts';

/** The badge shows only above 0; from 100 it reads 99+. */
export function cartBadgeText(count: number): string | undefined {
  if (count <= 0) return undefined;
  return count >= CART_BADGE_OVERFLOW_AT ? CART_BADGE_OVERFLOW_TEXT : String(count);
}

/** A line's subtotal, or quantity × unit price when the server sent none or zero. */
export function lineSubtotal(line: Pick<CartLine, 'subtotal_price' | 'cart_num' | 'unit_price'>): number {
  return line.subtotal_price ? line.subtotal_price : line.cart_num * line.unit_price;
}
