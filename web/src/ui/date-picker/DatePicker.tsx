import { Popover } from 'radix-ui';
import { useState } from 'react';
import { m } from '$paraglide/messages.js';
import { currentLocale, htmlLang } from '@/platform/i18n/locale.ts';
import { dateFormat } from '@/platform/lib/date-format.ts';
import { controlAria, FieldShell, type FieldProps } from '../fields/FieldShell.tsx';
import { firstDayOfWeek, formatDateValue, monthGrid, parseDateValue, stepMonth, weekdayNames, type Day } from './calendar.ts';

type Props = FieldProps & { value: string; onChange: (value: string) => void };

const today = (): Day => {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
};

/** A date field with a calendar in the page's language; the value is year-month-day (2026-3-05). */
export function DatePicker({ id, label, required, error, value, onChange }: Props) {
  const selected = parseDateValue(value);
  const [open, setOpen] = useState(false);
  const [view, setView] = useState(() => selected ?? today());
  const tag = htmlLang(currentLocale());
  const firstDay = firstDayOfWeek(tag);
  const monthTitle = dateFormat(tag, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(view.year, view.month - 1, 1)),
  );
  const dayLabel = dateFormat(tag, { dateStyle: 'full', timeZone: 'UTC' });

  const choose = (day: Day) => {
    onChange(formatDateValue(day));
    // A day of the previous or next month brings that month into view.
    setView({ year: day.year, month: day.month, day: day.day });
    setOpen(false);
  };

  return (
    <FieldShell id={id} label={label} required={required} error={error}>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger className="input date-trigger" {...controlAria({ id, label, required, error })}>
          {value || m.ui_chooseDate()}
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content className="calendar" sideOffset={4} aria-label={label}>
            <div className="calendar-head">
              <button type="button" aria-label={m.ui_previousYear()} onClick={() => setView((v) => ({ ...v, ...stepMonth(v, -12) }))}>«</button>
              <button type="button" aria-label={m.ui_previousMonth()} onClick={() => setView((v) => ({ ...v, ...stepMonth(v, -1) }))}>‹</button>
              <span className="calendar-title" aria-live="polite">{monthTitle}</span>
              <button type="button" aria-label={m.ui_nextMonth()} onClick={() => setView((v) => ({ ...v, ...stepMonth(v, 1) }))}>›</button>
              <button type="button" aria-label={m.ui_nextYear()} onClick={() => setView((v) => ({ ...v, ...stepMonth(v, 12) }))}>»</button>
            </div>
            <table className="calendar-grid" role="grid">
              <thead>
                <tr>
                  {weekdayNames(tag, firstDay).map((name) => (
                    <th key={name} scope="col">{name}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {Array.from({ length: 6 }, (_, week) => (
                  <tr key={week}>
                    {monthGrid(view, firstDay)
                      .slice(week * 7, week * 7 + 7)
                      .map((day) => {
                        const isSelected = selected !== undefined && formatDateValue(selected) === formatDateValue(day);
                        return (
                          <td key={formatDateValue(day)}>
                            <button
                              type="button"
                              className={day.inMonth ? 'calendar-day' : 'calendar-day calendar-day-outside'}
                              aria-pressed={isSelected}
                              aria-label={dayLabel.format(new Date(Date.UTC(day.year, day.month - 1, day.day)))}
                              onClick={() => choose(day)}
                            >
                              {day.day}
                            </button>
                          </td>
                        );
                      })}
                  </tr>
                ))}
              </tbody>
            </table>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </FieldShell>
  );
}
