import readXlsxFile from 'read-excel-file/node';
import { invalidField } from '../../platform/http/errors.ts';
import { SPREADSHEET_LIMITS } from './limits.ts';
import { uploadMessages } from './messages.ts';
import type { TextSheet } from './sheet-preview.ts';
import { measureUnpacked, type UnpackedMeasure } from './zip-contents.ts';
import { readZipDirectory } from './zip-directory.ts';

/**
 * Refuses an xlsx that unpacks to more than a workbook can hold, before any
 * parser sees it: first as its zip directory declares it (too many entries,
 * too many bytes, a packing ratio only a zip bomb reaches), then as it
 * really unpacks, streamed and counted (a directory may lie), with its
 * worksheets' rows counted on the way (a million rows never get parsed).
 */
export function checkZipBomb(bytes: Uint8Array): void {
  const entries = readZipDirectory(bytes);
  if (!entries) throw invalidField('file', uploadMessages.unreadable);
  const declared = entries.reduce((sum, entry) => sum + entry.unpackedBytes, 0);
  const allowed = Math.min(SPREADSHEET_LIMITS.maxUnpackedBytes, bytes.byteLength * SPREADSHEET_LIMITS.maxPackingRatio);
  if (entries.length > SPREADSHEET_LIMITS.maxZipEntries || declared > allowed) throw invalidField('file', uploadMessages.zipBomb);
  let measured: UnpackedMeasure;
  try {
    measured = measureUnpacked(bytes, allowed);
  } catch {
    throw invalidField('file', uploadMessages.unreadable);
  }
  if (measured.overLimit) throw invalidField('file', uploadMessages.zipBomb);
  for (const [part, rows] of measured.rowsPerSheet) {
    if (rows > SPREADSHEET_LIMITS.maxRowElements) {
      throw invalidField('file', uploadMessages.tooManyRows, { sheet: part.replace(/^.*\/|\.xml$/g, ''), rows, max: SPREADSHEET_LIMITS.maxRows });
    }
  }
}

type Cell = string | number | boolean | Date | null | undefined;

/** A cell as the sheet shows it: numbers as written, dates as ISO days, booleans as TRUE / FALSE. */
function cellText(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  return String(cell);
}

/** Every sheet of a workbook as text. Call checkZipBomb first. */
export async function readXlsxSheets(bytes: Uint8Array): Promise<TextSheet[]> {
  let sheets: Array<{ sheet: string; data: Cell[][] }>;
  try {
    sheets = (await readXlsxFile(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))) as unknown as Array<{ sheet: string; data: Cell[][] }>;
  } catch {
    throw invalidField('file', uploadMessages.unreadable);
  }
  if (sheets.length > SPREADSHEET_LIMITS.maxSheets) throw invalidField('file', uploadMessages.tooManySheets, { sheets: sheets.length, max: SPREADSHEET_LIMITS.maxSheets });
  return sheets.map(({ sheet, data }) => ({ name: sheet, rows: data.map((row) => row.map(cellText)) }));
}
