import type { components } from '@chipmart/generated/internal/types';
import { invalidField } from '../../platform/http/errors.ts';
import { suggestedFieldOf, suggestedFieldsOf } from './column-titles.ts';
import { SPREADSHEET_LIMITS } from './limits.ts';
import { uploadMessages } from './messages.ts';

type UploadExcelSheet = components['schemas']['UploadExcelSheet'];
type UploadExcelColumn = components['schemas']['UploadExcelColumn'];

/** A sheet as text: one array of cell texts per row, from row 1. */
export interface TextSheet {
  name: string;
  rows: string[][];
}

/** A, B, ... Z, AA, AB, ... */
export function columnLetter(index: number): string {
  let letter = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) letter = String.fromCharCode(65 + ((rest - 1) % 26)) + letter;
  return letter;
}

const isBlank = (row: string[]) => row.every((cell) => cell.trim() === '');

/** Refuses a sheet over the row or column limit, naming it. */
export function checkSheetSize(sheet: TextSheet): void {
  const rows = sheet.rows.filter((row) => !isBlank(row)).length;
  if (rows > SPREADSHEET_LIMITS.maxRows) throw invalidField('file', uploadMessages.tooManyRows, { sheet: sheet.name, rows, max: SPREADSHEET_LIMITS.maxRows });
  const columns = columnCountOf(sheet);
  if (columns > SPREADSHEET_LIMITS.maxColumns) throw invalidField('file', uploadMessages.tooManyColumns, { sheet: sheet.name, columns, max: SPREADSHEET_LIMITS.maxColumns });
}

/** Columns up to the last one holding text in any row. */
function columnCountOf(sheet: TextSheet): number {
  let count = 0;
  for (const row of sheet.rows) {
    for (let index = row.length - 1; index >= count; index -= 1) {
      if (row[index]!.trim() !== '') {
        count = index + 1;
        break;
      }
    }
  }
  return count;
}

/**
 * The header row: among the first rows, the one naming the most known
 * columns (part number, quantity, ... in any of the shop's languages), more
 * text cells breaking a tie; 1-based, or null when no row names any.
 */
export function detectHeaderRow(rows: string[][]): number | null {
  let best: { row: number; named: number; texts: number } | null = null;
  rows.slice(0, SPREADSHEET_LIMITS.headerSearchRows).forEach((row, index) => {
    const named = new Set(row.map(suggestedFieldOf).filter((field) => field !== null)).size;
    const texts = row.filter((cell) => cell.trim() !== '' && Number.isNaN(Number(cell))).length;
    if (named === 0) return;
    if (!best || named > best.named || (named === best.named && texts > best.texts)) best = { row: index + 1, named, texts };
  });
  return (best as { row: number } | null)?.row ?? null;
}

/** What the preview shows of a sheet: its columns (titled by the header row) and its first non-empty rows. */
export function previewSheet(sheet: TextSheet, sheetIndex: number, previewRows: number): UploadExcelSheet {
  const columnCount = columnCountOf(sheet);
  const headerRow = detectHeaderRow(sheet.rows);
  const titles = Array.from({ length: columnCount }, (_unused, index) => (headerRow === null ? '' : (sheet.rows[headerRow - 1]![index] ?? '').trim()));
  // One column per field (see suggestedFieldsOf).
  const suggested = suggestedFieldsOf(titles);
  const columns: UploadExcelColumn[] = titles.map((title, index) => ({ index, letter: columnLetter(index), title, suggested_field: suggested[index] ?? null }));
  const filled = sheet.rows.map((row, index) => ({ row, number: index + 1 })).filter(({ row }) => !isBlank(row));
  return {
    sheet_index: sheetIndex,
    sheet_name: sheet.name,
    row_count: filled.length,
    column_count: columnCount,
    header_row: headerRow,
    mapping_source: 'titles',
    columns,
    rows: filled.slice(0, previewRows).map(({ row, number }) => ({
      row_number: number,
      cells: Array.from({ length: columnCount }, (_unused, index) => row[index] ?? ''),
    })),
  };
}
