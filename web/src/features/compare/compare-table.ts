import type { GoodsParameter } from '@chipmart/generated/internal/model/index';

/** One parameter name with each compared part's value (undefined when a part does not list it). */
export interface AlignedParameter {
  name: string;
  values: (string | undefined)[];
}

const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
const valueKey = (value: string | undefined) => (value === undefined ? undefined : value.replace(/\s+/g, '').toLowerCase());

/**
 * Lines up the parameters of several parts by name (case and spacing blind):
 * one entry per name, in the order the names first appear, with one value per part.
 */
export function alignParameters(parts: readonly (readonly GoodsParameter[])[]): AlignedParameter[] {
  const rows = new Map<string, AlignedParameter>();
  parts.forEach((parameters, column) => {
    for (const parameter of parameters) {
      const key = nameKey(parameter.name);
      let row = rows.get(key);
      if (!row) {
        row = { name: parameter.name.trim(), values: parts.map(() => undefined) };
        rows.set(key, row);
      }
      // A part listing the same name twice keeps its first value.
      if (row.values[column] === undefined) row.values[column] = parameter.value;
    }
  });
  return [...rows.values()];
}

/**
 * Whether a row's values are not all the same: case and white space are ignored ("64KB" is "64 kB"),
 * a missing value differs from any given one, and one part alone never differs.
 */
export function valuesDiffer(values: readonly (string | undefined)[]): boolean {
  if (values.length < 2) return false;
  const first = valueKey(values[0]);
  return values.some((value) => valueKey(value) !== first);
}

/** The rows left to show: all, or only those whose values differ. */
export function rowsToShow<Row extends { differs: boolean }>(rows: readonly Row[], differencesOnly: boolean): Row[] {
  return differencesOnly ? rows.filter((row) => row.differs) : [...rows];
}

/** The ids after removing one, keeping the order. */
export const withoutId = (ids: readonly number[], id: number) => ids.filter((existing) => existing !== id);
