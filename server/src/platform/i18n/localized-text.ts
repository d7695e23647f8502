import type { LocalizedText } from '../db/schema/localized.ts';
import type { LocaleCode } from './locales.ts';

/** The text in the locale, falling back to English. */
export function localized(text: LocalizedText | null | undefined, locale: LocaleCode): string {
  if (!text) return '';
  return text[locale] ?? text.en;
}

/** BCP 47 tags of the shop's locale codes (the shop says `jp` for Japanese). */
const bcp47: Record<LocaleCode, string> = { zh: 'zh-CN', en: 'en', de: 'de', fr: 'fr', jp: 'ja', ru: 'ru', ko: 'ko' };
const displayNames = new Map<LocaleCode, Intl.DisplayNames>();

/** A country's name in the locale, from its ISO 3166-1 alpha-2 code; other values are returned as stored. */
export function countryName(country: string | null | undefined, locale: LocaleCode): string | null {
  if (!country) return null;
  if (!/^[A-Z]{2}$/.test(country)) return country;
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([bcp47[locale]], { type: 'region' });
    displayNames.set(locale, names);
  }
  return names.of(country) ?? country;
}
