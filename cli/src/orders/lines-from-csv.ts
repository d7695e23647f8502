import { parse } from 'csv-parse/sync';
import { usageError } from '../cli-error.ts';
import type { RawOrderLine } from './order-line.ts';

interface RecordWithInfo {
  record: string[];
  /** `lines`: the file line the record ends on (a quoted cell may span several). */
  info: { lines: number };
}

const columnNames: Record<string, 'skuId' | 'num'> = { skuid: 'skuId', sku_id: 'skuId', sku: 'skuId', num: 'num', quantity: 'num', qty: 'num' };

/**
 * Rows of skuId,num (comma, semicolon or tab separated, as spreadsheets
 * export). A first row naming the columns is optional and may put them in
 * either order; each line keeps its number in the file for error messages.
 */
export function linesFromCsv(text: string, fileName: string): RawOrderLine[] {
  let records: RecordWithInfo[];
  try {
    // csv-parse's types do not model `info: true`, which makes each record { record, info }.
    records = parse(text, { bom: true, delimiter: [',', ';', '\t'], skip_empty_lines: true, trim: true, relax_column_count: true, info: true }) as unknown as RecordWithInfo[];
  } catch (error) {
    throw usageError(`${fileName} is not valid CSV: ${(error as Error).message}`);
  }
  if (records.length === 0) return [];
  let skuColumn = 0;
  let numColumn = 1;
  const header = records[0]!.record.map((cell) => columnNames[cell.toLowerCase()]);
  if (header.some((name) => name !== undefined)) {
    skuColumn = header.indexOf('skuId');
    numColumn = header.indexOf('num');
    if (skuColumn < 0 || numColumn < 0) throw usageError(`${fileName} line ${records[0]!.info.lines}: the header needs a skuId and a num column.`);
    records = records.slice(1);
  }
  return records.map(({ record, info }) => ({ where: `${fileName} line ${info.lines}`, skuId: record[skuColumn], num: record[numColumn] }));
}
