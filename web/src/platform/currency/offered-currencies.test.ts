import type { SiteCurrencyMap } from '@chipmart/generated/internal/model/index';
import { describe, expect, it } from 'vitest';
import { variantConfig as defaultConfig } from '@/platform/variant/default/config.ts';
import { variantConfig as inlandConfig } from '@/platform/variant/inland/config.ts';
import { variantConfig as koConfig } from '@/platform/variant/ko/config.ts';
import { ruVariantConfig } from '@/platform/variant/ru/config.ts';
import { offeredCurrencies } from './offered-currencies.ts';

const entry = (code: string, symbol: string, state: 0 | 1) => ({
  currency_code: code,
  currency_symbol: symbol,
  state,
  exchange_rate: 1,
  decimals: { unit_price: 5, total: 2 },
});
const map: SiteCurrencyMap = {
  USD: entry('USD', '$', 1),
  EUR: entry('EUR', '€', 1),
  CNY: entry('CNY', '¥', 1),
  KRW: entry('KRW', '₩', 1),
  GBP: entry('GBP', '£', 0),
};
const codes = (config: typeof defaultConfig) => offeredCurrencies(map, config).map((c) => c.currency_code);

describe('currencies offered', () => {
  it('lists only enabled currencies', () => {
    expect(codes(defaultConfig)).not.toContain('GBP');
  });

  it('offers CNY only in the default and inland variants', () => {
    expect(codes(defaultConfig)).toContain('CNY');
    expect(codes(inlandConfig)).toContain('CNY');
    expect(codes(koConfig)).not.toContain('CNY');
    expect(codes(ruVariantConfig(false))).not.toContain('CNY');
  });

  it('offers only USD on the Russian site', () => {
    expect(codes(ruVariantConfig(true))).toEqual(['USD']);
  });

  it('defaults to USD $, and to CNY ¥ forced on every request in the inland variant', () => {
    expect(defaultConfig.defaultCurrency).toEqual({ code: 'USD', symbol: '$' });
    expect(koConfig.defaultCurrency).toEqual({ code: 'USD', symbol: '$' });
    expect(inlandConfig.defaultCurrency).toEqual({ code: 'CNY', symbol: '¥' });
    expect(inlandConfig.forcedCurrency).toBe('CNY');
    expect(defaultConfig.forcedCurrency).toBeUndefined();
  });
});

describe('supply pages', () => {
  it('exist only in the default and inland variants', () => {
    expect([defaultConfig, inlandConfig, koConfig, ruVariantConfig(false)].map((c) => c.hasSupplyPages)).toEqual([true, true, false, false]);
  });
});
