import { describe, expect, it } from 'vitest';
import { isPaidFor, isSettled, paymentStage } from './payment-stage.ts';

describe('where an order payment stands', () => {
  it('an order awaiting payment can be paid and is still watched', () => {
    expect(paymentStage({ state: 0, pay_state: 0 })).toBe('awaiting');
    expect(isSettled('awaiting')).toBe(false);
  });

  it('a reported bank transfer or a capture under review is pending and still watched', () => {
    expect(paymentStage({ state: 0, pay_state: 1 })).toBe('pending');
    expect(isSettled('pending')).toBe(false);
  });

  it('paid, shipped and completed orders count as paid; net terms as on credit', () => {
    expect(paymentStage({ state: 1, pay_state: 2 })).toBe('paid');
    expect(paymentStage({ state: 3, pay_state: 2 })).toBe('paid');
    expect(paymentStage({ state: 1, pay_state: 3 })).toBe('onCredit');
    expect(isPaidFor('paid') && isPaidFor('onCredit')).toBe(true);
    expect(isSettled('paid')).toBe(true);
  });

  it('cancelled and refunded orders cannot be paid, whatever their pay state says', () => {
    expect(paymentStage({ state: 4, pay_state: 0 })).toBe('cancelled');
    expect(paymentStage({ state: 5, pay_state: 4 })).toBe('refunded');
    expect(paymentStage({ state: 2, pay_state: 4 })).toBe('refunded');
    expect(isPaidFor('cancelled')).toBe(false);
  });
});
