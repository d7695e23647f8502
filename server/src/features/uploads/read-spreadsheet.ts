import { contractMessages } from '../../platform/http/messages.ts';
import type { components } from '@chipmart/generated/internal/types';
import { sizeText } from '../../platform/http/body-bytes.ts';
import { invalidField } from '../../platform/http/errors.ts';
import { readCsvRows } from './csv-reading.ts';
import { sniffSpreadsheet } from './file-type.ts';
import { SPREADSHEET_LIMITS } from './limits.ts';
import { uploadMessages } from './messages.ts';
import { checkSheetSize, previewSheet, type TextSheet } from './sheet-preview.ts';
import { checkZipBomb, readXlsxSheets } from './xlsx-reading.ts';

type UploadExcelPreview = components['schemas']['UploadExcelPreview'];

export interface SpreadsheetUpload {
  fileName: string;
  bytes: Uint8Array;
}

/** Every sheet of an uploaded spreadsheet as text, after the checks: type from the content, size, zip bomb, rows and columns. */
export async function readSpreadsheet(upload: SpreadsheetUpload): Promise<{ fileType: 'xlsx' | 'csv'; sheets: TextSheet[] }> {
  const { bytes } = upload;
  if (bytes.byteLength === 0) throw invalidField('file', uploadMessages.empty);
  if (bytes.byteLength > SPREADSHEET_LIMITS.maxFileBytes) throw invalidField('file', contractMessages.bodyTooLarge, { max: sizeText(SPREADSHEET_LIMITS.maxFileBytes) });
  const type = sniffSpreadsheet(bytes);
  if (type === 'xls') throw invalidField('file', uploadMessages.oldExcel);
  if (type === 'other') throw invalidField('file', uploadMessages.wrongType);
  let sheets: TextSheet[];
  if (type === 'xlsx') {
    checkZipBomb(bytes);
    sheets = await readXlsxSheets(bytes);
  } else {
    sheets = [{ name: upload.fileName.replace(/\.[^.]*$/, '') || 'Sheet1', rows: readCsvRows(bytes) }];
  }
  sheets.forEach(checkSheetSize);
  if (sheets.every((sheet) => sheet.rows.every((row) => row.every((cell) => cell.trim() === '')))) throw invalidField('file', uploadMessages.empty);
  return { fileType: type, sheets };
}

/** The preview the upload dialogs show: per sheet the detected header row, the columns with their guessed field, and the first rows. */
export async function previewSpreadsheet(upload: SpreadsheetUpload, previewRows: number): Promise<UploadExcelPreview> {
  const { fileType, sheets } = await readSpreadsheet(upload);
  return {
    file_name: upload.fileName,
    file_type: fileType,
    sheets: sheets.map((sheet, index) => previewSheet(sheet, index, previewRows)),
  };
}
