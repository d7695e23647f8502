import type { LocaleCode } from '@chipmart/generated/internal/model/index';

/** The Russian site (RUSSIAN_SITE=1, see decision 10) allows only ru and en. */
export const variantLocales = (russianSite: boolean): LocaleCode[] =>
  russianSite ? ['ru', 'en'] : ['zh', 'en', 'de', 'fr', 'jp', 'ru'];
