import { currentLocale, htmlLang } from '@/platform/i18n/locale.ts';
import { formatDate } from '@/platform/lib/date-format.ts';

/** A day in the page's language (3 Nov 2026). */
export const formatRfqDay = (iso: string): string => formatDate(iso, htmlLang(currentLocale()), { dateStyle: 'medium' });

/** A moment in the page's language, with the time of day, as quotes expire at a given time. */
export const formatRfqMoment = (iso: string): string => formatDate(iso, htmlLang(currentLocale()), { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A wanted delivery date as the buyer entered it (year-month-day, the month
 * maybe unpadded: 2027-1-08), in the page's language; text that is no such
 * date is shown as it is.
 */
export function formatWantedDate(entered: string): string {
  const parts = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(entered.trim());
  if (!parts) return entered;
  const iso = `${parts[1]}-${parts[2]!.padStart(2, '0')}-${parts[3]!.padStart(2, '0')}`;
  // A calendar day, not a moment: written in UTC so no time zone moves it to the day before.
  return formatDate(iso, htmlLang(currentLocale()), { dateStyle: 'medium', timeZone: 'UTC' }) || entered;
}
