import Table from 'cli-table3';

/** A plain table for the terminal (no colours, so it survives logs and pipes). */
export function table(head: string[], rows: Array<Array<string | number | null>>): string {
  const output = new Table({ head, style: { head: [], border: [] } });
  for (const row of rows) output.push(row.map((cell) => (cell === null ? '' : String(cell))));
  return output.toString();
}
