import { readFailure } from './api-failure.ts';
import { isExcessContactField, type ExcessContactProblems } from './excess-contact.ts';
import { rowFieldOf } from './excess-file.ts';
import { lineFieldOf, type ExcessField, type ExcessLineDraft, type LineProblems } from './excess-lines.ts';

/** A problem the server found on a row the page does not show. */
export interface RowProblem {
  row: number;
  field: ExcessField;
  problem: string;
}

/** Where a refused list's problems show: contact fields at their field, lines shown at their row, rows not shown in a list. */
export interface ExcessRefusal {
  contact: ExcessContactProblems;
  /** By line key. */
  lines: Record<number, LineProblems>;
  rowsNotShown: RowProblem[];
  /** What belongs to no field shown (the file, the currency, a wait). */
  message?: string;
}

/**
 * Places the server's refusal of a list: a JSON list's problems name line
 * indexes (`lines.3.price`), a whole file's name sheet rows (`rows.312.quantity`).
 */
export function placeRefusal(error: unknown, sentLines: readonly ExcessLineDraft[]): ExcessRefusal {
  const read = readFailure(error, (field) => (isExcessContactField(field) || lineFieldOf(field) || rowFieldOf(field) ? field : undefined));
  const refusal: ExcessRefusal = { contact: {}, lines: {}, rowsNotShown: [], message: read.message };
  const atLine = (line: ExcessLineDraft, field: ExcessField, message: string) => {
    refusal.lines[line.key] = { ...refusal.lines[line.key], [field]: message };
  };
  for (const [field, message] of Object.entries(read.fields) as [string, string][]) {
    if (isExcessContactField(field)) refusal.contact[field] = message;
    const onLine = lineFieldOf(field);
    const line = onLine && sentLines[onLine.index];
    if (onLine && line) atLine(line, onLine.field, message);
    const onRow = rowFieldOf(field);
    const shown = onRow && sentLines.find((candidate) => candidate.rowNumber === onRow.row);
    if (onRow && shown) atLine(shown, onRow.field, message);
    else if (onRow) refusal.rowsNotShown.push({ ...onRow, problem: message });
  }
  return refusal;
}
