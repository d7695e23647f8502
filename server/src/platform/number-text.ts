import type { LocaleCode } from './i18n/locales.ts';

/** The shops' locale codes as Intl knows them (the shops say jp for Japanese). */
const intlLocale = (locale: LocaleCode) => (locale === 'jp' ? 'ja' : locale);

/** A piece count as people read it in the locale ('2,500', '2.500', '2 500'). */
export function countText(locale: LocaleCode, count: number): string {
  return new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 0 }).format(count);
}

/** A price with its currency symbol, at the currency's precision, for mail and messages. */
export function priceText(locale: LocaleCode, amount: number, symbol: string, decimals: number): string {
  const number = new Intl.NumberFormat(intlLocale(locale), { minimumFractionDigits: 0, maximumFractionDigits: decimals }).format(amount);
  return `${symbol}${number}`;
}
