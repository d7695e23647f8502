import type { LocaleCode } from '@chipmart/generated/internal/model/index';
import { variantConfig } from '@variant/config.ts';
import { getLocale, setLocale } from '$paraglide/runtime.js';
import { FALLBACK_LOCALE, LANG_COOKIE, LANG_COOKIE_DAYS } from '../constants.ts';
import { writeCookie } from '../lib/cookies.ts';

export function isAllowedLocale(value: string, allowed: readonly LocaleCode[] = variantConfig.locales): value is LocaleCode {
  return (allowed as readonly string[]).includes(value);
}

export function currentLocale(): LocaleCode {
  return getLocale() as LocaleCode;
}

/** The language as HTML and screen readers know it (the product says jp, the standard says ja). */
export function htmlLang(locale: LocaleCode): string {
  return locale === 'jp' ? 'ja' : locale;
}

/** Makes `locale` the language of the page and remembers it for a year. */
export function applyLocale(locale: LocaleCode): void {
  if (locale !== getLocale()) setLocale(locale as Parameters<typeof setLocale>[0], { reload: false });
  // On the server the request's language is fixed by its URL (entry-server) and there is no page to mark.
  if (typeof document === 'undefined') return;
  writeCookie(LANG_COOKIE, locale, { days: LANG_COOKIE_DAYS });
  document.documentElement.lang = htmlLang(locale);
}

/** The URL of a plain path in a language: the fallback language has no prefix. */
export function localizePath(path: string, locale: LocaleCode = currentLocale()): string {
  if (locale === FALLBACK_LOCALE) return path;
  return `/${locale}${path === '/' ? '' : path}`;
}
