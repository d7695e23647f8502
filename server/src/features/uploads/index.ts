/**
 * Spreadsheet uploads: reading .xlsx and .csv files safely (type from the
 * content, size, row, column and zip-bomb limits checked before parsing),
 * detecting the header row and previewing the rows (upload/readExcel). The
 * BOM upload reads files through `readSpreadsheet`.
 */
import type { UploadsDeps } from './deps.ts';
import { uploadsHandlers } from './handlers.ts';

export type { UploadsDeps } from './deps.ts';
export { previewSpreadsheet, readSpreadsheet, type SpreadsheetUpload } from './read-spreadsheet.ts';
export { columnLetter, type TextSheet } from './sheet-preview.ts';
export { SPREADSHEET_LIMITS } from './limits.ts';
export { uploadMessages } from './messages.ts';

export function createUploadsFeature(deps: UploadsDeps) {
  return { handlers: uploadsHandlers(deps) };
}
