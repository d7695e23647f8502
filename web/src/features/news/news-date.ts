import { currentLocale, htmlLang } from '@/i18n/locale.ts';

/** A publish date in the page's language (5 November 2026, 2026年11月5日). */
export function formatNewsDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(htmlLang(currentLocale()), { dateStyle: 'long' }).format(date);
}
