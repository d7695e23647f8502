import type { components } from '@chipmart/generated/internal/types';
import {
  submitExcessOfferBodyLinesItemDateCodeMax as DATE_CODE_MAX,
  submitExcessOfferBodyLinesItemManufacturerMax as MANUFACTURER_MAX,
  submitExcessOfferBodyLinesItemPartNumberMax as PART_NUMBER_MAX,
  submitExcessOfferBodyLinesItemPriceMax as PRICE_MAX,
  submitExcessOfferBodyLinesItemQuantityMax as QUANTITY_MAX,
} from '@chipmart/generated/internal/zod';
import { invalidField, ValidationError, type FieldProblem } from '../../platform/http/errors.ts';
import { contractMessages } from '../../platform/http/messages.ts';
import { cellPrice, cellQuantity } from './cell-numbers.ts';
import { excessFileMessages } from './excess-file-messages.ts';

type ExcessOfferLine = components['schemas']['ExcessOfferLine'];
type ExcessRowEdit = components['schemas']['ExcessRowEdit'];
type FileRequest = components['schemas']['ExcessOfferFileRequest'];

/** How the supplier said to read the sheet: its columns, and the previewed rows they left out or changed. */
export type SheetReading = Pick<
  FileRequest,
  'header_row' | 'part_number_column' | 'manufacturer_column' | 'quantity_column' | 'date_code_column' | 'price_column' | 'currency' | 'removed_rows' | 'edited_rows'
>;

/** A sheet's rows as text, from row 1 (the uploads feature's reading). */
type SheetRows = readonly (readonly string[])[];

/** Enough to fix a file in one go, without an answer of thousands of entries. */
export const MOST_ROW_PROBLEMS = 100;

type LineField = 'part_number' | 'manufacturer' | 'quantity' | 'date_code' | 'price';

/**
 * Every line of the sheet below its header, as the JSON lines of
 * supplier/excess would carry them: cells read through the column map,
 * rows left out dropped, edited rows taken as edited, rows with nothing in
 * the mapped columns skipped. Refused as a whole (422) naming each fault
 * as `rows.<row number>.<field>`, with the same limits as the JSON lines.
 */
export function linesOfSheet(rows: SheetRows, reading: SheetReading): ExcessOfferLine[] {
  const firstLine = (reading.header_row ?? 0) + 1;
  const isLineRow = (row: number) => row >= firstLine && row <= rows.length;
  const problems: FieldProblem[] = [];
  reading.removed_rows?.forEach((row, index) => {
    if (!isLineRow(row)) problems.push({ field: `removed_rows.${index}`, message: excessFileMessages.rowNotALine, params: { row } });
  });
  reading.edited_rows?.forEach((edit, index) => {
    if (!isLineRow(edit.row_number)) problems.push({ field: `edited_rows.${index}.row_number`, message: excessFileMessages.rowNotALine, params: { row: edit.row_number } });
  });
  if (problems.length > 0) throw new ValidationError(problems);

  const removed = new Set(reading.removed_rows ?? []);
  const edits = new Map((reading.edited_rows ?? []).map((edit) => [edit.row_number, edit]));
  const lines: ExcessOfferLine[] = [];
  for (let row = firstLine; row <= rows.length; row += 1) {
    if (removed.has(row)) continue;
    const edit = edits.get(row);
    const read = edit ? lineOfEdit(edit, reading.currency) : lineOfCells(rows[row - 1]!, reading);
    if (read === 'blank') continue;
    if ('problems' in read) {
      for (const [field, problem] of read.problems) problems.push({ field: `rows.${row}.${field}`, ...problem });
      if (problems.length >= MOST_ROW_PROBLEMS) break;
    } else lines.push(read.line);
  }
  if (problems.length > 0) throw new ValidationError(problems.slice(0, MOST_ROW_PROBLEMS));
  if (lines.length === 0) throw invalidField('file', excessFileMessages.noLines);
  return lines;
}

const lineOfEdit = (edit: ExcessRowEdit, currency: string) => ({
  line: {
    part_number: edit.part_number.trim(),
    manufacturer: edit.manufacturer.trim(),
    quantity: edit.quantity,
    date_code: edit.date_code.trim(),
    price: edit.price,
    currency: edit.price === null ? null : currency,
  },
});

type Problem = Pick<FieldProblem, 'message' | 'params'>;

/** A row's mapped cells as a line, 'blank' when they are all empty, or what is wrong with them by field. */
function lineOfCells(cells: readonly string[], reading: SheetReading): { line: ExcessOfferLine } | { problems: Array<[LineField, Problem]> } | 'blank' {
  const cell = (column: number | undefined) => (column === undefined ? '' : (cells[column] ?? '').trim());
  const text: Record<LineField, string> = {
    part_number: cell(reading.part_number_column),
    manufacturer: cell(reading.manufacturer_column),
    quantity: cell(reading.quantity_column),
    date_code: cell(reading.date_code_column),
    price: cell(reading.price_column),
  };
  if (Object.values(text).every((value) => value === '')) return 'blank';
  const quantity = cellQuantity(text.quantity, QUANTITY_MAX);
  const price = cellPrice(text.price, PRICE_MAX);
  const problems: Array<[LineField, Problem]> = [];
  if (text.part_number === '') problems.push(['part_number', { message: excessFileMessages.partRequired }]);
  else if (text.part_number.length > PART_NUMBER_MAX) problems.push(['part_number', { message: contractMessages.tooLong, params: { max: PART_NUMBER_MAX } }]);
  if (text.manufacturer.length > MANUFACTURER_MAX) problems.push(['manufacturer', { message: contractMessages.tooLong, params: { max: MANUFACTURER_MAX } }]);
  if (quantity === undefined) problems.push(['quantity', { message: excessFileMessages.quantityInvalid, params: { max: QUANTITY_MAX } }]);
  if (text.date_code.length > DATE_CODE_MAX) problems.push(['date_code', { message: contractMessages.tooLong, params: { max: DATE_CODE_MAX } }]);
  if (price === undefined) problems.push(['price', { message: excessFileMessages.priceInvalid, params: { max: PRICE_MAX } }]);
  if (problems.length > 0 || quantity === undefined || price === undefined) return { problems };
  return {
    line: { part_number: text.part_number, manufacturer: text.manufacturer, quantity, date_code: text.date_code, price, currency: price === null ? null : reading.currency },
  };
}
