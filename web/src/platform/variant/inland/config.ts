import { m } from '$paraglide/messages.js';
import { CNY, CNY_SYMBOL } from '@/platform/constants.ts';
import type { VariantConfig } from '@/platform/variant/variant-config.ts';
import { variantLocales } from './locales.ts';

export const variantConfig: VariantConfig = {
  webKey: 'inland',
  brandName: m.platform_inlandBrandName,
  russianSite: false,
  locales: variantLocales(),
  defaultCurrency: { code: CNY, symbol: CNY_SYMBOL },
  forcedCurrency: CNY,
  offersCny: true,
  hasSupplyPages: true,
  // The inland site delivers within mainland China.
  addressCountryIso: 'CN',
};
