import { currentLocale, htmlLang } from '@/platform/i18n/locale.ts';
import { formatDate } from '@/platform/lib/date-format.ts';

/** The day an order was placed, in the page's language (14 Mar 2026). */
export const formatOrderDay = (iso: string): string => formatDate(iso, htmlLang(currentLocale()), { dateStyle: 'medium' });

/** A moment of an order's life, with the time of day (14 Mar 2026, 09:12). */
export const formatOrderMoment = (iso: string): string => formatDate(iso, htmlLang(currentLocale()), { dateStyle: 'medium', timeStyle: 'short' });
