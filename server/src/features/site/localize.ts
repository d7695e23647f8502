import type { LocalizedText } from '../../platform/db/schema/localized.ts';
import type { LocalizedSeo } from '../../platform/db/schema/site.ts';
import type { LocaleCode } from '../../platform/i18n/locales.ts';

/** The text in the request's language, or in English (the fallback locale) when it has not been translated. */
export function localized(text: LocalizedText, locale: LocaleCode): string {
  return text[locale] || text.en;
}

/** SEO texts in the request's language, or the English ones when that language has none. */
export function localizedSeo(seo: LocalizedSeo, locale: LocaleCode): LocalizedSeo['en'] {
  return seo[locale] ?? seo.en;
}
