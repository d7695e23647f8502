import type { ExcessOfferLine, UploadExcelSheet } from '@chipmart/generated/internal/model/index';
import {
  submitExcessOfferBodyLinesItemDateCodeMax,
  submitExcessOfferBodyLinesItemManufacturerMax,
  submitExcessOfferBodyLinesItemPartNumberMax,
  submitExcessOfferBodyLinesItemPriceMax,
  submitExcessOfferBodyLinesItemQuantityMax,
  submitExcessOfferBodyLinesMax,
} from '@chipmart/generated/internal/zod';
import { m } from '$paraglide/messages.js';
import { parseNumber } from '@/platform/lib/parse-number.ts';

/** What a line of an excess list holds (ExcessOfferLine without its currency, which the list gives once). */
export const EXCESS_FIELDS = ['part_number', 'manufacturer', 'quantity', 'date_code', 'price'] as const;
export type ExcessField = (typeof EXCESS_FIELDS)[number];

/** Which column of the sheet holds each field (0-based, as the preview's columns), or none. */
export type ColumnMap = Record<ExcessField, number | undefined>;

/** A line as shown and edited: the cells as text, and the sheet row it came from. */
export interface ExcessLineDraft {
  /** Stable across removals, so React keeps each row's inputs. */
  key: number;
  rowNumber: number;
  part_number: string;
  manufacturer: string;
  quantity: string;
  date_code: string;
  price: string;
}

export type LineProblems = Partial<Record<ExcessField, string>>;

const normalize = (title: string) => title.toLowerCase().replace(/[\s._\-:/()#]/g, '');
/**
 * Titles people give a date code column: the usual abbreviations, and the page language's words (a message, so a
 * build carries only its own languages). The server guesses only the BOM's fields, which have none.
 */
const dateCodeTitles = () => ['datecode', 'dc', 'dcode', 'batch', 'lot', ...m.supplier_dateCodeTitles().split(',').map(normalize)];

/** The columns the server guessed (its target price is the asking price here), plus a date code by its title. */
export function guessColumns(sheet: UploadExcelSheet): ColumnMap {
  const bySuggestion = (field: string) => sheet.columns.find((column) => column.suggested_field === field)?.index;
  return {
    part_number: bySuggestion('part_number'),
    manufacturer: bySuggestion('manufacturer'),
    quantity: bySuggestion('quantity'),
    date_code: sheet.columns.find((column) => dateCodeTitles().includes(normalize(column.title)))?.index,
    price: bySuggestion('target_price'),
  };
}

let nextKey = 1;

/** The sheet's rows below its header row as lines, read through the column map; rows with nothing mapped in them are left out. */
export function linesFromSheet(sheet: UploadExcelSheet, columns: ColumnMap): ExcessLineDraft[] {
  const cell = (cells: readonly string[], field: ExcessField) => {
    const index = columns[field];
    return index === undefined ? '' : (cells[index] ?? '').trim();
  };
  return sheet.rows
    .filter((row) => row.row_number > (sheet.header_row ?? 0))
    .map((row) => ({
      key: nextKey++,
      rowNumber: row.row_number,
      part_number: cell(row.cells, 'part_number'),
      manufacturer: cell(row.cells, 'manufacturer'),
      quantity: cell(row.cells, 'quantity'),
      date_code: cell(row.cells, 'date_code'),
      price: cell(row.cells, 'price'),
    }))
    .filter((line) => EXCESS_FIELDS.some((field) => line[field] !== ''));
}

/** Rows of the sheet the preview did not include (the server sends at most the first rows of a sheet). */
export const rowsLeftOut = (sheet: UploadExcelSheet) => Math.max(0, sheet.row_count - sheet.rows.length);

/** A quantity as typed: whole pieces ("2,400" is 2400); undefined when it is not one. */
export function readQuantity(text: string): number | undefined {
  const value = parseNumber(text);
  return Number.isSafeInteger(value) && value >= 1 && value <= submitExcessOfferBodyLinesItemQuantityMax ? value : undefined;
}

/** An asking price as typed: empty means none (null, an offer is asked for); undefined when it is no price. */
export function readPrice(text: string): number | null | undefined {
  if (text.trim() === '') return null;
  const value = parseNumber(text.replace(/^[^\d.,-]+|[^\d.,]+$/g, ''));
  return Number.isFinite(value) && value >= 0 && value <= submitExcessOfferBodyLinesItemPriceMax ? value : undefined;
}

/** What keeps a line from being sent, by field. */
export function lineProblems(line: ExcessLineDraft): LineProblems {
  const problems: LineProblems = {};
  const partNumber = line.part_number.trim();
  if (partNumber === '') problems.part_number = m.supplier_partRequired();
  else if (partNumber.length > submitExcessOfferBodyLinesItemPartNumberMax) problems.part_number = m.supplier_tooLong({ max: submitExcessOfferBodyLinesItemPartNumberMax });
  if (line.manufacturer.trim().length > submitExcessOfferBodyLinesItemManufacturerMax) problems.manufacturer = m.supplier_tooLong({ max: submitExcessOfferBodyLinesItemManufacturerMax });
  if (readQuantity(line.quantity) === undefined) problems.quantity = m.supplier_quantityInvalid({ max: submitExcessOfferBodyLinesItemQuantityMax });
  if (line.date_code.trim().length > submitExcessOfferBodyLinesItemDateCodeMax) problems.date_code = m.supplier_tooLong({ max: submitExcessOfferBodyLinesItemDateCodeMax });
  if (readPrice(line.price) === undefined) problems.price = m.supplier_priceInvalid({ max: submitExcessOfferBodyLinesItemPriceMax });
  return problems;
}

/** Why the list as a whole cannot be sent yet. */
export function listProblem(lines: readonly ExcessLineDraft[]): string | undefined {
  if (lines.length === 0) return m.supplier_noLines();
  if (lines.length > submitExcessOfferBodyLinesMax) return m.supplier_tooManyLines({ max: submitExcessOfferBodyLinesMax });
  return undefined;
}

/** A line's values as the contract takes them, without its currency. */
export function lineValues(line: ExcessLineDraft): Omit<ExcessOfferLine, 'currency'> {
  return {
    part_number: line.part_number.trim(),
    manufacturer: line.manufacturer.trim(),
    quantity: readQuantity(line.quantity) ?? 0,
    date_code: line.date_code.trim(),
    price: readPrice(line.price) ?? null,
  };
}

/** The lines of POST /api/supplier/excess; a price carries the list's currency, no price none. */
export function excessLines(lines: readonly ExcessLineDraft[], currency: string): ExcessOfferLine[] {
  return lines.map((line) => {
    const values = lineValues(line);
    return { ...values, currency: values.price === null ? null : currency };
  });
}

const lineField = /^lines\.(\d+)\.(\w+)$/;

/** A server field error on a line (`lines.3.currency`) as the line's index and field; the currency belongs to the price. */
export function lineFieldOf(contractField: string): { index: number; field: ExcessField } | undefined {
  const match = lineField.exec(contractField);
  if (!match) return undefined;
  const field = match[2] === 'currency' ? 'price' : (match[2] as ExcessField);
  return EXCESS_FIELDS.includes(field) ? { index: Number(match[1]), field } : undefined;
}
