import type { LocaleCode } from '@chipmart/generated/internal/model/index';
import type { BuildTarget } from './build-target.ts';
import { variantLocales as defaultLocales } from './src/platform/variant/default/locales.ts';
import { variantLocales as inlandLocales } from './src/platform/variant/inland/locales.ts';
import { variantLocales as koLocales } from './src/platform/variant/ko/locales.ts';
import { variantLocales as ruLocales } from './src/platform/variant/ru/locales.ts';

// Read by the build only (vite.config.ts, scripts/build.ts): the bundle reaches the chosen variant through the @variant-rules and @variant aliases alone.
const localesOf = { default: defaultLocales, ru: ruLocales, inland: inlandLocales, ko: koLocales };

/** The languages of the site a build is for. */
export function siteLocales(target: Pick<BuildTarget, 'webKey' | 'russianSite'>): LocaleCode[] {
  return localesOf[target.webKey](target.russianSite);
}
