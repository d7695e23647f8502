import type { components } from '@chipmart/generated/internal/types';
import writeXlsxFile, { type Cell, type SheetData } from 'write-excel-file/node';

type BomFile = components['schemas']['BomFile'];

export type BomFileType = 'xlsx' | 'csv';

export const CONTENT_TYPES: Record<BomFileType, BomFile['content_type']> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
};

/** Money with its decimals: subtotals to the cent, unit prices to 5 places (the contract's precision). */
export interface MoneyCell {
  money: number;
  decimals: 2 | 5;
}

/** A cell of a file the shop writes: text, a count, money, or empty. */
export type FileCell = string | number | MoneyCell | null;

export interface SheetLayout {
  sheetName: string;
  /** Rows (0-based) written in bold: the header, the total. */
  boldRows?: readonly number[];
}

/**
 * Text a spreadsheet could run as a formula (= + - @, a tab or a carriage
 * return first) written as text, behind an apostrophe: what the buyer
 * uploaded, or a supplier's name, comes back as they wrote it and runs
 * nothing, in Excel, LibreOffice or Google Sheets, in xlsx and csv alike.
 */
export function neutralized(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** The sheet as an .xlsx or a .csv file (UTF-8 with a byte order mark, so Excel reads Chinese and Cyrillic right). */
export async function sheetFileBytes(rows: readonly (readonly FileCell[])[], fileType: BomFileType, layout: SheetLayout): Promise<Uint8Array> {
  return fileType === 'xlsx' ? xlsxBytes(rows, layout) : csvBytes(rows);
}

const BYTE_ORDER_MARK = '\uFEFF';

function csvBytes(rows: readonly (readonly FileCell[])[]): Uint8Array {
  const lines = rows.map((row) => row.map(csvField).join(','));
  return new TextEncoder().encode(`${BYTE_ORDER_MARK}${lines.join('\r\n')}\r\n`);
}

/** RFC 4180: a field holding a quote, comma or line break is quoted, its quotes doubled. */
function csvField(cell: FileCell): string {
  const text = cell === null ? '' : typeof cell === 'number' ? String(cell) : typeof cell === 'string' ? neutralized(cell) : moneyText(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Money as text: to the cent, or to 5 places without trailing zeros past the cent (0.0052, 2.35, 2.00). */
function moneyText({ money, decimals }: MoneyCell): string {
  const fixed = money.toFixed(decimals);
  return decimals === 2 ? fixed : fixed.replace(/(\.\d\d\d*?)0+$/, '$1');
}

async function xlsxBytes(rows: readonly (readonly FileCell[])[], layout: SheetLayout): Promise<Uint8Array> {
  const bold = new Set(layout.boldRows ?? []);
  const data: SheetData = rows.map((row, index) => row.map((cell) => xlsxCell(cell, bold.has(index))));
  const buffer = await writeXlsxFile(data, { sheet: layout.sheetName, stickyRowsCount: bold.has(0) ? 1 : 0 }).toBuffer();
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

function xlsxCell(cell: FileCell, bold: boolean): Cell {
  const style = bold ? ({ fontWeight: 'bold' } as const) : {};
  if (cell === null) return null;
  if (typeof cell === 'number') return { value: cell, type: Number, ...style };
  if (typeof cell === 'object') return { value: cell.money, type: Number, format: cell.decimals === 2 ? '#,##0.00' : '0.00###', ...style };
  return { value: xlsxText(cell), type: String, ...style };
}

/**
 * write-excel-file 4.1.1 keeps its shared strings in a plain object, so a
 * cell reading exactly like one of Object.prototype's names ("constructor",
 * "toString") finds the prototype's function there and the workbook comes
 * out damaged. Such a cell is written behind an apostrophe, like a formula.
 */
function xlsxText(text: string): string {
  const safe = neutralized(text);
  return Object.prototype.hasOwnProperty.call(Object.prototype, safe) ? `'${safe}` : safe;
}
