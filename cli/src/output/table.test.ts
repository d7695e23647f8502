import { describe, expect, it } from 'vitest';
import { pageLine, formatMoney } from './format.ts';
import { renderFields, renderTable } from './table.ts';

describe('tables for people', () => {
  it('align columns, numbers to the right, with no colour codes', () => {
    const table = renderTable(
      [{ header: 'Order' }, { header: 'Total', align: 'right' }],
      [
        ['CM260318000457', formatMoney(265.96)],
        ['CM1', formatMoney(1310.5)],
      ],
    );
    expect(table).toBe(
      [
        '┌────────────────┬──────────┐',
        '│ Order          │    Total │',
        '│ CM260318000457 │   265.96 │',
        '│ CM1            │ 1,310.50 │',
        '└────────────────┴──────────┘',
      ].join('\n'),
    );
    expect(table).not.toMatch(/\u001b\[/);
  });

  it('show a missing value as an empty cell', () => {
    expect(renderTable([{ header: 'Tracking' }], [[null]])).toContain('│          │');
  });

  it('align label/value lines on the longest label', () => {
    expect(renderFields([['Account', 'Schmidt'], ['Credit left', 5]])).toBe('Account:     Schmidt\nCredit left: 5');
  });
});

describe('formats', () => {
  it('keep unit prices to 5 decimals and totals to at least 2', () => {
    expect(formatMoney(0.00412, '$')).toBe('$0.00412');
    expect(formatMoney(35)).toBe('35.00');
  });

  it('say where a listing stands and how to get the next page', () => {
    expect(pageLine(1, 10, 25, 'orders')).toBe('Page 1 of 3 (25 orders). Next: --page 2');
    expect(pageLine(3, 10, 25, 'orders')).toBe('Page 3 of 3 (25 orders).');
    expect(pageLine(1, 10, 0, 'parts')).toBe('Page 1 of 1 (0 parts).');
  });
});
