import { localeCodeValues, type components } from '@chipmart/generated/internal/types';

/** A language the shops offer (the contract's LocaleCode; the shops say `jp` for Japanese). */
export type LocaleCode = components['schemas']['LocaleCode'];

/** Every language the shops offer, from the contract. */
export const LOCALES: readonly LocaleCode[] = localeCodeValues;

/** What an unknown or missing language falls back to. */
export const FALLBACK_LOCALE: LocaleCode = 'en';

/** The locale a `Lang` header (or `?lang=`) names; anything unknown or missing is English, never an error. */
export function localeOf(value: string | undefined): LocaleCode {
  const wanted = value?.trim().toLowerCase();
  return LOCALES.find((locale) => locale === wanted) ?? FALLBACK_LOCALE;
}
