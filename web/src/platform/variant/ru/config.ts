import { m } from '$paraglide/messages.js';
import { DEFAULT_CURRENCY, DEFAULT_CURRENCY_SYMBOL } from '@/platform/constants.ts';
import type { VariantConfig } from '@/platform/variant/variant-config.ts';
import { variantLocales } from './locales.ts';

/** The Russian-capable variant, or with `russianSite` the Russian site (decision 10). */
export function ruVariantConfig(russianSite: boolean): VariantConfig {
  return {
    webKey: 'ru',
    brandName: m.platform_ruBrandName,
    russianSite,
    locales: variantLocales(russianSite),
    defaultCurrency: { code: DEFAULT_CURRENCY, symbol: DEFAULT_CURRENCY_SYMBOL },
    offersCny: false,
    ...(russianSite ? { onlyCurrencies: [DEFAULT_CURRENCY] } : {}),
    hasSupplyPages: false,
  };
}

export const variantConfig: VariantConfig = ruVariantConfig(__RUSSIAN_SITE__);
