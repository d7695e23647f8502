import { m } from '$paraglide/messages.js';

/** The spreadsheets sell-your-excess reads (upload/readExcel takes xlsx, xls and csv; the page asks for the two people export). */
export const SPREADSHEET_ACCEPT = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

/** upload/readExcel's file limit, as its contract states it (UploadExcelReadRequest.file: up to 5 MB). */
export const SPREADSHEET_MAX_BYTES = 5 * 1_048_576;

const ENDINGS = ['.xlsx', '.csv'];

/** Why a chosen file cannot be read as an excess list, checked before it is sent. */
export function spreadsheetProblem(file: Pick<File, 'name' | 'size'>): string | undefined {
  if (!ENDINGS.some((ending) => file.name.toLowerCase().endsWith(ending))) return m.supplier_spreadsheetWrongType();
  if (file.size > SPREADSHEET_MAX_BYTES) return m.supplier_spreadsheetTooLarge({ max: SPREADSHEET_MAX_BYTES / 1_048_576 });
  if (file.size === 0) return m.supplier_fileEmpty();
  return undefined;
}
