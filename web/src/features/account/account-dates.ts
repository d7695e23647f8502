import { currentLocale, htmlLang } from '@/platform/i18n/locale.ts';
import { formatDate } from '@/platform/lib/date-format.ts';

/** A day in the reader's language (order dates, bill and due dates). */
export const accountDay = (iso: string) => formatDate(iso, htmlLang(currentLocale()), { dateStyle: 'medium' });
