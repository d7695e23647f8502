import type { components } from '@chipmart/generated/internal/types';
import {
  addBomLineBodyDescriptionMax as DESCRIPTION_MAX,
  addBomLineBodyManufacturerMax as MANUFACTURER_MAX,
  addBomLineBodyPackageMax as PACKAGE_MAX,
  addBomLineBodyPartNumberMax as PART_NUMBER_MAX,
  addBomLineBodyQuantityMax as QUANTITY_MAX,
  addBomLineBodyReferenceDesignatorsMax as DESIGNATORS_MAX,
  matchBomBodySourceIdsMax,
} from '@chipmart/generated/internal/zod';
import { invalidField } from '../../../platform/http/errors.ts';
import { columnLetter, type TextSheet } from '../../uploads/index.ts';
import { cellQuantity, cellTargetPrice } from './cell-numbers.ts';
import { countDesignators } from './designators.ts';
import { isDnpMark } from './dnp.ts';
import { bomFileMessages } from './file-messages.ts';

type BomUploadRequest = components['schemas']['BomUploadRequest'];
type BomSource = components['schemas']['BomSource'];

/** The fields a column can be mapped to, as the upload request names their columns. */
export const MAPPED_FIELDS = [
  'part_number',
  'manufacturer',
  'quantity',
  'value',
  'description',
  'package',
  'reference_designators',
  'dnp',
  'target_price',
] as const satisfies ReadonlyArray<keyof BomSource>;

export type MappedField = (typeof MAPPED_FIELDS)[number];
export type ColumnField = `${MappedField}_column`;

/** How to read the sheet: its header row and which column holds each field (the upload request's own fields). */
export type BomColumnMapping = Pick<BomUploadRequest, 'header_row' | ColumnField>;

/** One line of an uploaded BOM: what the buyer asked for, and the whole row as text for the export. */
export type BomSheetLine = BomSource & { row_number: number; cells: string[] };

/**
 * Most lines a BOM upload may hold (the contract's limit): a matching run
 * takes a whole BOM, and it takes at most this many lines.
 */
export const BOM_MAX_LINES = matchBomBodySourceIdsMax;

/** A value is as short as a package name; no longer one is typed by hand either. */
const VALUE_MAX = PACKAGE_MAX;

/**
 * The lines of a BOM sheet below its header row, read through the buyer's
 * column mapping. Blank rows are passed over; a row without a part number,
 * with a quantity that is not a whole number from 1 to 10,000,000, or
 * with neither a quantity nor a designator is skipped and counted. A row
 * without a quantity takes the number of its designators. Text is trimmed,
 * runs of spaces made one, and cut to the lengths of a line typed by hand
 * (addBomLine); a part number longer than that is no part number and the
 * row is skipped.
 *
 * Refused (422, naming the mapping field): a column past the sheet's last,
 * one column for two fields, neither a quantity nor a designator column,
 * no line left, more than 5,000 lines.
 */
export function bomRows(sheet: TextSheet, mapping: BomColumnMapping): { lines: BomSheetLine[]; skipped: number } {
  const width = columnCountOf(sheet.rows);
  checkMapping(mapping, width);
  const column = (field: MappedField) => mapping[`${field}_column`];
  const lines: BomSheetLine[] = [];
  let skipped = 0;
  for (let index = mapping.header_row; index < sheet.rows.length; index += 1) {
    const row = sheet.rows[index]!;
    if (row.every((cell) => cell.trim() === '')) continue;
    const text = (field: MappedField, max = Number.POSITIVE_INFINITY) => {
      const at = column(field);
      return at === undefined ? '' : tidy(row[at] ?? '').slice(0, max);
    };
    const line = lineOf(row, index + 1, width, text);
    if (line === null) skipped += 1;
    else lines.push(line);
  }
  if (lines.length === 0) throw invalidField('file', bomFileMessages.noLines);
  if (lines.length > BOM_MAX_LINES) throw invalidField('file', bomFileMessages.tooManyLines, { lines: lines.length, max: BOM_MAX_LINES });
  return { lines, skipped };
}

/** The line a row holds, or null when it is skipped. */
function lineOf(row: string[], rowNumber: number, width: number, text: (field: MappedField, max?: number) => string): BomSheetLine | null {
  const partNumber = text('part_number');
  if (partNumber === '' || partNumber.length > PART_NUMBER_MAX) return null;
  const designators = text('reference_designators');
  const designatorCount = countDesignators(designators);
  const dnp = isDnpMark(text('dnp'));
  const quantity = quantityOf(text('quantity'), designatorCount, dnp);
  if (quantity === undefined) return null;
  return {
    row_number: rowNumber,
    part_number: partNumber,
    manufacturer: text('manufacturer', MANUFACTURER_MAX),
    quantity,
    value: text('value', VALUE_MAX),
    description: text('description', DESCRIPTION_MAX),
    package: text('package', PACKAGE_MAX),
    reference_designators: designators.slice(0, DESIGNATORS_MAX),
    designator_count: designatorCount,
    dnp,
    target_price: cellTargetPrice(text('target_price')),
    cells: Array.from({ length: width }, (_unused, index) => row[index] ?? ''),
  };
}

/**
 * Pieces per set: the quantity cell, else one per designator. A DNP row
 * written with quantity 0 (Altium's variants do) is kept with its
 * designator count, at least 1: it is never ordered, and dropping it would
 * lose the mark.
 */
function quantityOf(cell: string, designatorCount: number, dnp: boolean): number | undefined {
  if (cell === '') return designatorCount > 0 ? designatorCount : undefined;
  if (dnp && /^0+([.,]0+)?$/.test(cell)) return Math.max(designatorCount, 1);
  return cellQuantity(cell, QUANTITY_MAX);
}

/** Trimmed, each run of white space (line breaks, no-break spaces) made one space. */
const tidy = (cell: string) => cell.trim().replace(/\s+/g, ' ');

/** Columns up to the last one holding text in any row. */
function columnCountOf(rows: readonly string[][]): number {
  let count = 0;
  for (const row of rows) {
    for (let index = row.length - 1; index >= count; index -= 1) {
      if (row[index]!.trim() !== '') {
        count = index + 1;
        break;
      }
    }
  }
  return count;
}

/** Refuses a mapping naming a column past the sheet's last, a column twice, or neither a quantity nor a designator column. */
function checkMapping(mapping: BomColumnMapping, width: number): void {
  const owner = new Map<number, ColumnField>();
  for (const field of MAPPED_FIELDS) {
    const name: ColumnField = `${field}_column`;
    const at = mapping[name];
    if (at === undefined) continue;
    if (at >= width) throw invalidField(name, bomFileMessages.columnBeyondSheet, { column: columnLetter(at), last: columnLetter(Math.max(width - 1, 0)) });
    if (owner.has(at)) throw invalidField(name, bomFileMessages.columnTwice, { column: columnLetter(at) });
    owner.set(at, name);
  }
  if (mapping.quantity_column === undefined && mapping.reference_designators_column === undefined) {
    throw invalidField('quantity_column', bomFileMessages.quantityOrDesignatorsNeeded);
  }
}
