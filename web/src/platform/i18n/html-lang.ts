// Kept free of imports: the build configuration uses these for each language's page and the language picker.

/** The language as HTML and screen readers know it (the product says jp, the standard says ja). */
export function htmlLang(locale: string): string {
  return locale === 'jp' ? 'ja' : locale;
}

/**
 * Each language's name in that language (Deutsch, 日本語), as the language
 * picker shows it: the same in every page language. Worked out by the build
 * (`__LANGUAGE_NAMES__`), since building Intl.DisplayNames for each language
 * while the page hydrates costs tens of milliseconds on a phone.
 */
export function languageNames(locales: readonly string[]): Record<string, string> {
  return Object.fromEntries(locales.map((locale) => [locale, new Intl.DisplayNames([htmlLang(locale)], { type: 'language' }).of(htmlLang(locale)) ?? locale]));
}
