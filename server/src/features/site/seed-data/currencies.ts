import type { currencies } from '../../../platform/db/schema/index.ts';

/**
 * Currencies with mid-market rates per USD (autumn 2026 levels). RUB is
 * disabled: the Russian site sells in USD only. JPY shows as JP¥ so it never
 * reads like CNY's ¥; JPY and KRW have no minor unit in totals.
 */
export const currencySeed: Array<typeof currencies.$inferInsert> = [
  { code: 'USD', symbol: '$', state: 1, ratePerUsd: 1, unitDecimals: 5, totalDecimals: 2, sort: 1 },
  { code: 'EUR', symbol: '€', state: 1, ratePerUsd: 0.9214, unitDecimals: 5, totalDecimals: 2, sort: 2 },
  { code: 'CNY', symbol: '¥', state: 1, ratePerUsd: 7.1835, unitDecimals: 5, totalDecimals: 2, sort: 3 },
  { code: 'JPY', symbol: 'JP¥', state: 1, ratePerUsd: 151.42, unitDecimals: 2, totalDecimals: 0, sort: 4 },
  { code: 'KRW', symbol: '₩', state: 1, ratePerUsd: 1378.5, unitDecimals: 2, totalDecimals: 0, sort: 5 },
  { code: 'GBP', symbol: '£', state: 1, ratePerUsd: 0.7862, unitDecimals: 5, totalDecimals: 2, sort: 6 },
  { code: 'HKD', symbol: 'HK$', state: 1, ratePerUsd: 7.7812, unitDecimals: 5, totalDecimals: 2, sort: 7 },
  { code: 'RUB', symbol: '₽', state: 0, ratePerUsd: 92.35, unitDecimals: 5, totalDecimals: 2, sort: 8 },
];
