import Table from 'cli-table3';

export type Cell = string | number | null | undefined;

export interface Column {
  header: string;
  /** Numbers read best right-aligned. */
  align?: 'left' | 'right';
}

/**
 * An aligned table for people. No colours: the output is often piped to a
 * file or a pager, and a person reading a terminal loses nothing.
 */
export function renderTable(columns: readonly Column[], rows: readonly Cell[][]): string {
  const table = new Table({
    head: columns.map((column) => column.header),
    colAligns: columns.map((column) => column.align ?? 'left'),
    style: { head: [], border: [], compact: true },
    chars: { mid: '', 'left-mid': '', 'mid-mid': '', 'right-mid': '' },
  });
  for (const row of rows) table.push(row.map((cell) => (cell === null || cell === undefined ? '' : String(cell))));
  return table.toString();
}

/** Label/value lines for one record (an account), aligned on the labels. */
export function renderFields(fields: ReadonlyArray<readonly [string, Cell]>): string {
  const width = Math.max(...fields.map(([label]) => label.length));
  return fields.map(([label, value]) => `${`${label}:`.padEnd(width + 2)}${value ?? ''}`).join('\n');
}
