import type { UploadExcelSheet } from '@chipmart/generated/internal/model/index';
import type { BomField, ColumnMap } from './bom-fields.ts';

/** A column as the mapping step names it: its letter and the text of the chosen header row ("A · Part Number"). */
export function columnTitles(sheet: UploadExcelSheet, headerRow: number): Map<number, string> {
  const cells = sheet.rows.find((row) => row.row_number === headerRow)?.cells;
  return new Map(
    sheet.columns.map((column) => {
      const title = (cells ? cells[column.index] : column.title)?.trim();
      return [column.index, title ? `${column.letter} · ${title}` : column.letter];
    }),
  );
}

/** The field each mapped column holds, for marking the preview's columns. */
export function fieldsByColumn(columns: ColumnMap): Map<number, BomField> {
  const byColumn = new Map<number, BomField>();
  for (const [field, column] of Object.entries(columns) as [BomField, number | undefined][]) if (column !== undefined && !byColumn.has(column)) byColumn.set(column, field);
  return byColumn;
}

/** A header row's choice label: its number and its first cells. */
export function rowLabel(cells: readonly string[]): string {
  const text = cells.filter((cell) => cell.trim() !== '').slice(0, 4).join(' · ');
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}
