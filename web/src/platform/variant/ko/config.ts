import { m } from '$paraglide/messages.js';
import { DEFAULT_CURRENCY, DEFAULT_CURRENCY_SYMBOL } from '@/platform/constants.ts';
import type { VariantConfig } from '@/platform/variant/variant-config.ts';
import { variantLocales } from './locales.ts';

export const variantConfig: VariantConfig = {
  webKey: 'ko',
  brandName: m.platform_koBrandName,
  russianSite: false,
  locales: variantLocales(),
  defaultCurrency: { code: DEFAULT_CURRENCY, symbol: DEFAULT_CURRENCY_SYMBOL },
  offersCny: false,
  hasSupplyPages: false,
};
