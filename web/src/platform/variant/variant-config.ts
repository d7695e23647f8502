import type { LocaleCode } from '@chipmart/generated/internal/model/index';
import type { WebKey } from './keys.ts';

/** What tells one brand variant's rules apart (product spec sections 1 and 9). */
export interface VariantConfig {
  webKey: WebKey;
  /** The brand's name (a trademark, the same in every language): its logo, copyright line and news publisher. */
  brandName: () => string;
  /** Built as the Russian site (ru and en only, USD only); see decision 10. */
  russianSite: boolean;
  /** Locales its URLs may carry; the fallback locale is always among them. */
  locales: LocaleCode[];
  /** The currency shown before the shopper picks one, and after signing in. */
  defaultCurrency: { code: string; symbol: string };
  /** Sent with every request whatever was chosen (the inland site's CNY). */
  forcedCurrency?: string;
  /** CNY is offered only by some variants. */
  offersCny: boolean;
  /** When set, no other currency is offered. */
  onlyCurrencies?: readonly string[];
  /** /about/excess-inventory and /about/procure exist. */
  hasSupplyPages: boolean;
  /** Addresses are in this country only (ISO code): its address forms offer no other, with the country's region pickers. */
  addressCountryIso?: string;
}
