import { htmlLang } from '@/platform/i18n/locale.ts';
import { dateText, formatDate, relativeTimeFormat } from '@/platform/lib/date-format.ts';
import type { LocaleCode } from '@chipmart/generated/internal/model/index';

/** A day in the reader's language (14 Oct 2026, 2026年10月14日). */
export function formatDay(iso: string, locale: LocaleCode): string {
  return formatDate(iso, htmlLang(locale), { dateStyle: 'medium' });
}

const MINUTE_MS = 60 * 1_000;

/** A moment as "3 hours ago" in the reader's language, from `now`. */
export function formatAgo(iso: string, locale: LocaleCode, now: number = Date.now()): string {
  const minutes = Math.round((new Date(iso).getTime() - now) / MINUTE_MS);
  const hours = Math.round(minutes / 60);
  const [value, unit]: [number, Intl.RelativeTimeFormatUnit] =
    Math.abs(minutes) < 60 ? [minutes, 'minute'] : Math.abs(hours) < 24 ? [hours, 'hour'] : [Math.round(hours / 24), 'day'];
  const tag = htmlLang(locale);
  return dateText(`ago ${tag} ${value} ${unit}`, () => relativeTimeFormat(tag).format(value, unit));
}
