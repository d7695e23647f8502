import type { components } from '@chipmart/generated/internal/types';
import type { SuggestedField } from './column-titles.ts';

type UploadExcelSheet = components['schemas']['UploadExcelSheet'];

/** A sheet's columns preselected from the buyer's own earlier mapping ({ part_number_column: 0, … }) instead of the titles. */
export function withRememberedColumns(sheet: UploadExcelSheet, mapping: Record<string, number>): UploadExcelSheet {
  const fieldAt = new Map<number, SuggestedField>();
  for (const [key, column] of Object.entries(mapping)) fieldAt.set(column, key.replace(/_column$/, '') as SuggestedField);
  return {
    ...sheet,
    mapping_source: 'remembered',
    columns: sheet.columns.map((column) => ({ ...column, suggested_field: fieldAt.get(column.index) ?? null })),
  };
}
