import { currentLocale, htmlLang } from '@/platform/i18n/locale.ts';
import { formatDate } from '@/platform/lib/date-format.ts';

/** A publish date in the page's language (5 November 2026, 2026年11月5日). */
export function formatNewsDate(iso: string): string {
  return formatDate(iso, htmlLang(currentLocale()), { dateStyle: 'long' });
}
