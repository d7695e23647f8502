import {
  DECIMAL_COMMA_CURRENCY,
  PRICE_DECIMALS,
  WHOLE_CURRENCIES,
  WHOLE_CURRENCY_DECIMALS,
} from '@/platform/constants.ts';

export type AmountKind = 'unitPrice' | 'total';

/** Decimals of unit prices and totals: 5 and 2, except the currencies without minor units (2 and 0). */
export function priceDecimals(currency: string, kind: AmountKind): number {
  return (WHOLE_CURRENCIES.includes(currency) ? WHOLE_CURRENCY_DECIMALS : PRICE_DECIMALS)[kind];
}

/** EUR writes 1.234,50; every other currency 1,234.50. */
export function separators(currency: string): { thousands: string; decimal: string } {
  return currency === DECIMAL_COMMA_CURRENCY ? { thousands: '.', decimal: ',' } : { thousands: ',', decimal: '.' };
}

export function formatNumber(value: number, decimals: number, currency: string): string {
  const { thousands, decimal } = separators(currency);
  const [whole = '0', fraction] = Math.abs(value).toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  const sign = value < 0 && Number(whole + (fraction ?? '')) !== 0 ? '-' : '';
  return sign + grouped + (fraction ? decimal + fraction : '');
}

/** An amount with its currency symbol, rounded for its kind (unit price or total). */
export function formatMoney(value: number, currency: string, symbol: string, kind: AmountKind): string {
  return symbol + formatNumber(value, priceDecimals(currency, kind), currency);
}
