import type { BomUploadRequest, UploadExcelSheet } from '@chipmart/generated/internal/model/index';
import { uploadBomBodyAttritionPercentMax, uploadBomBodyBomNameMax, uploadBomBodySetCountMax } from '@chipmart/generated/internal/zod';
import { parseNumber } from '@/platform/lib/parse-number.ts';

/** The BOM fields a sheet's columns can be mapped to, in the order the mapping step lists them. */
export const BOM_FIELDS = ['part_number', 'quantity', 'manufacturer', 'value', 'description', 'package', 'reference_designators', 'dnp', 'target_price'] as const;
export type BomField = (typeof BOM_FIELDS)[number];

/** Which column (0-based, as readExcel numbers them) holds each field; a field left out is not in the sheet. */
export type ColumnMap = Partial<Record<BomField, number>>;

/** The uploadBom form field of each BOM field. */
export const COLUMN_PARAMETER: Record<BomField, keyof BomUploadRequest> = {
  part_number: 'part_number_column',
  quantity: 'quantity_column',
  manufacturer: 'manufacturer_column',
  value: 'value_column',
  description: 'description_column',
  package: 'package_column',
  reference_designators: 'reference_designators_column',
  dnp: 'dnp_column',
  target_price: 'target_price_column',
};

/** The mapping readExcel suggests for a sheet: each field at the first column suggested for it. */
export function suggestedMapping(sheet: UploadExcelSheet): ColumnMap {
  const map: ColumnMap = {};
  for (const column of sheet.columns) {
    const field = column.suggested_field;
    if (field && map[field] === undefined) map[field] = column.index;
  }
  return map;
}

/** The row the header is read from: the one readExcel detected, else the first row shown. */
export const suggestedHeaderRow = (sheet: UploadExcelSheet): number => sheet.header_row ?? sheet.rows[0]?.row_number ?? 1;

/** Everything the buyer chose on the mapping step, as typed. */
export interface UploadChoices {
  sheetIndex: number;
  headerRow: number;
  columns: ColumnMap;
  name: string;
  setCount: string;
  attrition: string;
}

/** The fields of the mapping step a problem can be shown next to. */
export type UploadField = BomField | 'bom_name' | 'set_count' | 'attrition_percent' | 'header_row' | 'sheet_index' | 'file';

/** What is wrong with a choice, before anything is sent; the page words each kind. */
export type UploadProblem =
  | { kind: 'required' }
  | { kind: 'quantityOrDesignators' }
  | { kind: 'columnTwice'; other: BomField }
  | { kind: 'nameLength'; max: number }
  | { kind: 'setCount'; max: number }
  | { kind: 'attrition'; max: number };

export const BOM_NAME_MAX = uploadBomBodyBomNameMax;
export const SET_COUNT_MAX = uploadBomBodySetCountMax;
export const ATTRITION_MAX = uploadBomBodyAttritionPercentMax;

/** A whole number of sets from 1 to the contract's maximum, or undefined. */
export function readSetCount(text: string): number | undefined {
  const value = parseNumber(text);
  return Number.isSafeInteger(value) && value >= 1 && value <= SET_COUNT_MAX ? value : undefined;
}

/** An attrition percentage from 0 to 100 (decimals allowed), or undefined. */
export function readAttrition(text: string): number | undefined {
  if (text.trim() === '') return 0;
  const value = parseNumber(text);
  return Number.isFinite(value) && value >= 0 && value <= ATTRITION_MAX ? value : undefined;
}

/** The problems of the choices, by field; empty when they can be sent. */
export function uploadProblems(choices: UploadChoices): Partial<Record<UploadField, UploadProblem>> {
  const problems: Partial<Record<UploadField, UploadProblem>> = {};
  const { columns } = choices;
  if (columns.part_number === undefined) problems.part_number = { kind: 'required' };
  if (columns.quantity === undefined && columns.reference_designators === undefined) problems.quantity = { kind: 'quantityOrDesignators' };
  const seen = new Map<number, BomField>();
  for (const field of BOM_FIELDS) {
    const column = columns[field];
    if (column === undefined) continue;
    const other = seen.get(column);
    if (other) problems[field] ??= { kind: 'columnTwice', other };
    else seen.set(column, field);
  }
  const name = choices.name.trim();
  if (name.length === 0) problems.bom_name = { kind: 'required' };
  else if (name.length > BOM_NAME_MAX) problems.bom_name = { kind: 'nameLength', max: BOM_NAME_MAX };
  if (readSetCount(choices.setCount) === undefined) problems.set_count = { kind: 'setCount', max: SET_COUNT_MAX };
  if (readAttrition(choices.attrition) === undefined) problems.attrition_percent = { kind: 'attrition', max: ATTRITION_MAX };
  return problems;
}

/** The uploadBom request for valid choices. */
export function uploadRequest(file: File, choices: UploadChoices): BomUploadRequest {
  const request: BomUploadRequest = {
    file,
    bom_name: choices.name.trim(),
    sheet_index: choices.sheetIndex,
    header_row: choices.headerRow,
    part_number_column: choices.columns.part_number ?? 0,
    set_count: readSetCount(choices.setCount) ?? 1,
    attrition_percent: readAttrition(choices.attrition) ?? 0,
  };
  for (const field of BOM_FIELDS) {
    const column = choices.columns[field];
    if (field !== 'part_number' && column !== undefined) (request as unknown as Record<string, unknown>)[COLUMN_PARAMETER[field]] = column;
  }
  return request;
}

const FIELD_OF_PARAMETER = new Map<string, UploadField>(BOM_FIELDS.map((field) => [COLUMN_PARAMETER[field], field]));

/** The mapping step's field for a field the server named in a 4220 answer; undefined for one it does not show. */
export function uploadFieldOf(contractField: string): UploadField | undefined {
  const mapped = FIELD_OF_PARAMETER.get(contractField);
  if (mapped) return mapped;
  const own: readonly string[] = ['bom_name', 'set_count', 'attrition_percent', 'header_row', 'sheet_index', 'file'];
  return own.includes(contractField) ? (contractField as UploadField) : undefined;
}

/** The default BOM name: the file's name without its extension. */
export const nameFromFile = (fileName: string): string => fileName.replace(/\.[^.]+$/, '').slice(0, BOM_NAME_MAX);
