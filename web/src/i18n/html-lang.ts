// Kept free of imports: the build configuration uses it for each language's page.

/** The language as HTML and screen readers know it (the product says jp, the standard says ja). */
export function htmlLang(locale: string): string {
  return locale === 'jp' ? 'ja' : locale;
}
