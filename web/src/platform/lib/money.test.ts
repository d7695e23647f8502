import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, priceDecimals } from './money.ts';

describe('prices are shown with the precision of their kind and currency', () => {
  it('shows unit prices with 5 decimals and totals with 2', () => {
    expect(formatMoney(0.0123, 'USD', '$', 'unitPrice')).toBe('$0.01230');
    expect(formatMoney(1234.5, 'USD', '$', 'total')).toBe('$1,234.50');
  });

  it('shows JPY and KRW unit prices with 2 decimals and totals without decimals', () => {
    expect(formatMoney(12.3456, 'JPY', '¥', 'unitPrice')).toBe('¥12.35');
    expect(formatMoney(1234567.6, 'KRW', '₩', 'total')).toBe('₩1,234,568');
    expect(priceDecimals('KRW', 'unitPrice')).toBe(2);
  });

  it('writes EUR with a decimal comma and dot thousands', () => {
    expect(formatMoney(1234567.891, 'EUR', '€', 'total')).toBe('€1.234.567,89');
  });

  it('writes every other currency with a decimal point and comma thousands', () => {
    expect(formatNumber(1234567.891, 2, 'CNY')).toBe('1,234,567.89');
    expect(formatNumber(-1234.5, 2, 'GBP')).toBe('-1,234.50');
  });
});
