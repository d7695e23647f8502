import { describe, expect, it } from 'vitest';
import { compareIds, compareSearchSchema } from './compare-search.ts';
import { alignParameters, rowsToShow, valuesDiffer, withoutId } from './compare-table.ts';
import { compareIdsPath } from './compare-list.ts';

const idsOf = (search: Record<string, unknown>) => compareIds(compareSearchSchema(search));

describe('compare link', () => {
  it('reads a comma list of part ids in its order', () => {
    expect(idsOf({ ids: '302045,100231,7' })).toEqual([302045, 100231, 7]);
  });

  it('reads a single id, which the router hands over as a number', () => {
    expect(idsOf({ ids: 100231 })).toEqual([100231]);
  });

  it('drops repeated ids', () => {
    expect(idsOf({ ids: '5,6,5' })).toEqual([5, 6]);
  });

  it('falls back to the stored list for more than 5 ids, zero, negative or non-numeric ids', () => {
    for (const ids of ['1,2,3,4,5,6', '0,4', '-3', 'abc', '4,,5', '', 1.5]) expect(idsOf({ ids }), String(ids)).toBeUndefined();
  });

  it('reads its own validated value the same way again, as the router does', () => {
    const once = compareSearchSchema({ ids: '9,3,9' });
    expect(compareSearchSchema(once)).toEqual(once);
    expect(compareIds(compareSearchSchema(compareSearchSchema({ ids: 7 })))).toEqual([7]);
  });

  it('is made from the ids in order, and without ids is the bare page', () => {
    expect(compareIdsPath([9, 3])).toBe('/compare?ids=9,3');
    expect(compareIdsPath([])).toBe('/compare');
    expect(idsOf({ ids: compareIdsPath([9, 3]).split('=')[1] })).toEqual([9, 3]);
  });
});

describe('parameters side by side', () => {
  const mcuA = [
    { name: 'Core', value: 'ARM Cortex-M3' },
    { name: 'Flash', value: '64KB' },
    { name: 'Supply voltage', value: '2.0V ~ 3.6V' },
  ];
  const mcuB = [
    { name: 'flash', value: '64 kb' },
    { name: 'Core', value: 'ARM Cortex-M4' },
    { name: 'Temperature', value: '-40°C ~ 85°C' },
  ];

  it('lines up parameters by name, ignoring case and spacing, in the order names first appear', () => {
    const rows = alignParameters([mcuA, mcuB]);
    expect(rows.map((row) => row.name)).toEqual(['Core', 'Flash', 'Supply voltage', 'Temperature']);
    expect(rows.find((row) => row.name === 'Flash')?.values).toEqual(['64KB', '64 kb']);
  });

  it('leaves a gap where a part does not list a parameter', () => {
    const rows = alignParameters([mcuA, mcuB]);
    expect(rows.find((row) => row.name === 'Temperature')?.values).toEqual([undefined, '-40°C ~ 85°C']);
    expect(rows.find((row) => row.name === 'Supply voltage')?.values).toEqual(['2.0V ~ 3.6V', undefined]);
  });

  it('marks rows whose values differ, not those that only differ in case or spacing', () => {
    expect(valuesDiffer(['ARM Cortex-M3', 'ARM Cortex-M4'])).toBe(true);
    expect(valuesDiffer(['64KB', '64  kb'])).toBe(false);
    expect(valuesDiffer([undefined, '-40°C ~ 85°C'])).toBe(true);
  });

  it('never marks a difference for a single part', () => {
    expect(valuesDiffer(['64KB'])).toBe(false);
  });

  it('shows only the differing rows when asked', () => {
    const rows = [
      { key: 'core', differs: true },
      { key: 'flash', differs: false },
    ];
    expect(rowsToShow(rows, true).map((row) => row.key)).toEqual(['core']);
    expect(rowsToShow(rows, false)).toHaveLength(2);
  });

  it('removes a part from the ids and keeps the order of the others', () => {
    expect(withoutId([4, 8, 15], 8)).toEqual([4, 15]);
  });
});
