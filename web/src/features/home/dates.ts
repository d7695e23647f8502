import { htmlLang } from '@/i18n/locale.ts';
import type { LocaleCode } from '@chipmart/generated/internal/model/index';

/** A day in the reader's language (14 Oct 2026, 2026年10月14日). */
export function formatDay(iso: string, locale: LocaleCode): string {
  return new Intl.DateTimeFormat(htmlLang(locale), { dateStyle: 'medium' }).format(new Date(iso));
}

const MINUTE_MS = 60 * 1_000;

/** A moment as "3 hours ago" in the reader's language, from `now`. */
export function formatAgo(iso: string, locale: LocaleCode, now: number = Date.now()): string {
  const format = new Intl.RelativeTimeFormat(htmlLang(locale), { numeric: 'auto' });
  const minutes = Math.round((new Date(iso).getTime() - now) / MINUTE_MS);
  if (Math.abs(minutes) < 60) return format.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 24) return format.format(hours, 'hour');
  return format.format(Math.round(hours / 24), 'day');
}
