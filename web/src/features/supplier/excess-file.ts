import type { ExcessOfferFileRequest, ExcessRowEdit, UploadExcelSheet } from '@chipmart/generated/internal/model/index';
import { lineValues, linesFromSheet, rowsLeftOut, type ColumnMap, type ExcessField, type ExcessLineDraft } from './excess-lines.ts';

/**
 * A sheet longer than the preview is sent whole (supplier/excess/file): the
 * file, how to read it, and what the supplier changed in the rows shown.
 * The server reads the rest of the rows itself.
 */
export const sendsWholeFile = (sheet: UploadExcelSheet) => rowsLeftOut(sheet) > 0;

/** Rows below the header: those the preview shows, and those the sheet has (rows with content only). */
export function sheetRowCounts(sheet: UploadExcelSheet): { shown: number; total: number } {
  const aboveData = sheet.rows.filter((row) => row.row_number <= (sheet.header_row ?? 0)).length;
  return { shown: sheet.rows.length - aboveData, total: sheet.row_count - aboveData };
}

/** Previewed rows the supplier removed: the lines the sheet gave that are no longer on the page. */
export function removedRows(sheet: UploadExcelSheet, columns: ColumnMap, lines: readonly ExcessLineDraft[]): number[] {
  const kept = new Set(lines.map((line) => line.rowNumber));
  return linesFromSheet(sheet, columns)
    .map((line) => line.rowNumber)
    .filter((row) => !kept.has(row));
}

/** Every previewed line as the supplier left it, so the server takes them exactly as the page showed and checked them. */
export function rowEdits(lines: readonly ExcessLineDraft[]): ExcessRowEdit[] {
  return lines.map((line) => ({ row_number: line.rowNumber, ...lineValues(line) }));
}

type Contact = Pick<ExcessOfferFileRequest, 'company_name' | 'contact_name' | 'email' | 'telephone' | 'remark'>;

/** The body of supplier/excess/file; undefined while the part number or quantity has no column. */
export function wholeFileBody(
  file: File,
  sheet: UploadExcelSheet,
  columns: ColumnMap,
  lines: readonly ExcessLineDraft[],
  currency: string,
  contact: Contact,
): ExcessOfferFileRequest | undefined {
  if (columns.part_number === undefined || columns.quantity === undefined) return undefined;
  const optional = (name: string, value: number | null | undefined) => (value === undefined || value === null ? {} : { [name]: value });
  return {
    file,
    sheet_index: sheet.sheet_index,
    ...optional('header_row', sheet.header_row),
    part_number_column: columns.part_number,
    quantity_column: columns.quantity,
    ...optional('manufacturer_column', columns.manufacturer),
    ...optional('date_code_column', columns.date_code),
    ...optional('price_column', columns.price),
    currency,
    removed_rows: removedRows(sheet, columns, lines),
    edited_rows: rowEdits(lines),
    ...contact,
  };
}

const rowField = /^rows\.(\d+)\.(\w+)$/;

/** A server field error on a row of the file (`rows.312.quantity`) as the row and field. */
export function rowFieldOf(contractField: string): { row: number; field: ExcessField } | undefined {
  const match = rowField.exec(contractField);
  return match ? { row: Number(match[1]), field: match[2] as ExcessField } : undefined;
}
