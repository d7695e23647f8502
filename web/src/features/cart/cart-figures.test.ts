import { describe, expect, it } from 'vitest';
import { cartBadgeText, lineSubtotal } from './cart-figures.ts';

describe('cart badge', () => {
  it('is hidden for an empty cart', () => {
    expect(cartBadgeText(0)).toBeUndefined();
  });
  it('shows counts under 100 as they are', () => {
    expect(cartBadgeText(1)).toBe('1');
    expect(cartBadgeText(99)).toBe('99');
  });
  it('reads 99+ from 100', () => {
    expect(cartBadgeText(100)).toBe('99+');
    expect(cartBadgeText(2500)).toBe('99+');
  });
});

describe('cart line subtotal', () => {
  it('uses the server subtotal when there is one', () => {
    expect(lineSubtotal({ subtotal_price: 41.9, cart_num: 100, unit_price: 0.42 })).toBe(41.9);
  });
  it('falls back to quantity × unit price when the subtotal is missing or zero', () => {
    expect(lineSubtotal({ subtotal_price: null, cart_num: 100, unit_price: 0.42 })).toBeCloseTo(42);
    expect(lineSubtotal({ subtotal_price: 0, cart_num: 3, unit_price: 1.5 })).toBe(4.5);
  });
});
