import { describe, expect, it } from 'vitest';
import { firstDayOfWeek, formatDateValue, monthGrid, parseDateValue, stepMonth, weekdayNames } from './calendar.ts';

describe('date picker values', () => {
  it('are year-month-day with a two-digit day and an unpadded month', () => {
    expect(formatDateValue({ year: 2026, month: 3, day: 5 })).toBe('2026-3-05');
    expect(formatDateValue({ year: 2026, month: 11, day: 22 })).toBe('2026-11-22');
  });
  it('are read back, and impossible dates refused', () => {
    expect(parseDateValue('2026-3-05')).toEqual({ year: 2026, month: 3, day: 5 });
    expect(parseDateValue('2026-2-30')).toBeUndefined();
  });
});

describe('calendar view', () => {
  it('steps months and years across year ends', () => {
    expect(stepMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(stepMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(stepMonth({ year: 2026, month: 5 }, -12)).toEqual({ year: 2025, month: 5 });
  });

  it('shows six weeks starting on the week start, with neighbouring days marked', () => {
    const grid = monthGrid({ year: 2026, month: 3 }, 1); // March 2026 starts on a Sunday
    expect(grid).toHaveLength(42);
    expect(grid[0]).toEqual({ year: 2026, month: 2, day: 23, inMonth: false });
    expect(grid[6]).toEqual({ year: 2026, month: 3, day: 1, inMonth: true });
  });

  it('names the weekdays in the page language, from its own week start', () => {
    expect(firstDayOfWeek('de')).toBe(1);
    expect(weekdayNames('de', 1)[0]).toMatch(/^Mo/);
    expect(weekdayNames('en', 0)[0]).toBe('Sun');
  });
});
