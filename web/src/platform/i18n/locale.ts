import type { LocaleCode } from '@chipmart/generated/internal/model/index';
import { variantConfig } from '@variant-rules/config.ts';
import { experimentalStaticLocale, getLocale, setLocale } from '$paraglide/runtime.js';
import { FALLBACK_LOCALE, LANG_COOKIE, LANG_COOKIE_DAYS } from '@/platform/constants.ts';
import { writeCookie } from '@/platform/lib/cookies.ts';
import { htmlLang } from './html-lang.ts';

export function isAllowedLocale(value: string, allowed: readonly LocaleCode[] = variantConfig.locales): value is LocaleCode {
  return (allowed as readonly string[]).includes(value);
}

export function currentLocale(): LocaleCode {
  return getLocale() as LocaleCode;
}

export { htmlLang };

/** Whether the document has shown its first URL (later URLs are client-side navigations). */
let documentLoaded = false;

/** Makes `locale` the language of the page and remembers it for a year. */
export function applyLocale(locale: LocaleCode): void {
  if (typeof document === 'undefined') {
    // On the server the request's language is fixed by its URL (entry-server) and there is no page to mark.
    if (locale !== getLocale()) setLocale(locale as Parameters<typeof setLocale>[0], { reload: false });
    return;
  }
  // A per-language build (ADR 0029) holds one language's messages: moving to another language's URL loads
  // that language's page. The document's own URL is never reloaded: a server that sent the wrong page would loop.
  const pageLanguage = experimentalStaticLocale as LocaleCode | undefined;
  const firstUrl = !documentLoaded;
  documentLoaded = true;
  if (pageLanguage !== undefined && locale !== pageLanguage) {
    if (!firstUrl) return window.location.reload();
    console.warn(`This page carries the messages of "${pageLanguage}" only; its URL asks for "${locale}".`);
    return;
  }
  if (locale !== getLocale()) setLocale(locale as Parameters<typeof setLocale>[0], { reload: false });
  writeCookie(LANG_COOKIE, locale, { days: LANG_COOKIE_DAYS });
  // Set only when it changes: even the same value makes the browser restyle the whole page.
  const lang = htmlLang(locale);
  if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
}

/** The URL of a plain path in a language: the fallback language has no prefix. */
export function localizePath(path: string, locale: LocaleCode = currentLocale()): string {
  if (locale === FALLBACK_LOCALE) return path;
  return `/${locale}${path === '/' ? '' : path}`;
}
