import { dateFormat } from '@/platform/lib/date-format.ts';

/** A calendar day; month is 1-12. */
export interface Day {
  year: number;
  month: number;
  day: number;
}

/** The picker's value format: year-month-day with a two-digit day and an unpadded month (2026-3-05). */
export function formatDateValue({ year, month, day }: Day): string {
  return `${year}-${month}-${String(day).padStart(2, '0')}`;
}

export function parseDateValue(value: string | null | undefined): Day | undefined {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value ?? '');
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 ? { year, month, day } : undefined;
}

/** The month `delta` months away (delta 12 steps a year). */
export function stepMonth(view: { year: number; month: number }, delta: number): { year: number; month: number } {
  const index = view.year * 12 + (view.month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/**
 * Six weeks of days around a month, each week starting on `firstDay`
 * (0 Sunday … 6 Saturday), with the neighbouring months' days marked.
 */
export function monthGrid(view: { year: number; month: number }, firstDay: number): (Day & { inMonth: boolean })[] {
  const first = new Date(Date.UTC(view.year, view.month - 1, 1));
  const lead = (first.getUTCDay() - firstDay + 7) % 7;
  return Array.from({ length: 42 }, (_, index) => {
    const date = new Date(Date.UTC(view.year, view.month - 1, 1 - lead + index));
    const day = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
    return { ...day, inMonth: day.month === view.month };
  });
}

/** First day of the week in a language (0 Sunday); Intl's week info where the browser has it. */
export function firstDayOfWeek(languageTag: string): number {
  try {
    const locale = new Intl.Locale(languageTag) as Intl.Locale & { getWeekInfo?: () => { firstDay: number }; weekInfo?: { firstDay: number } };
    const info = locale.getWeekInfo?.() ?? locale.weekInfo;
    if (info) return info.firstDay % 7;
  } catch {
    // Unknown tag: fall through.
  }
  return ['en', 'zh', 'ja', 'ko'].includes(languageTag) ? 0 : 1;
}

/** Short weekday names in a language, starting with `firstDay`. */
export function weekdayNames(languageTag: string, firstDay: number): string[] {
  const format = dateFormat(languageTag, { weekday: 'short', timeZone: 'UTC' });
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, index) => format.format(new Date(Date.UTC(2023, 0, 1 + ((firstDay + index) % 7)))));
}
