import readXlsxFile from 'read-excel-file/node';
import { invalidField } from '../../platform/http/errors.ts';
import { SPREADSHEET_LIMITS } from './limits.ts';
import { uploadMessages } from './messages.ts';
import type { TextSheet } from './sheet-preview.ts';
import { readZipDirectory } from './zip-directory.ts';

/**
 * Refuses an xlsx whose zip directory declares more than a workbook can
 * hold, before anything is unpacked: too many entries, too many bytes
 * unpacked, or a packing ratio only a zip bomb reaches.
 */
export function checkZipBomb(bytes: Uint8Array): void {
  const entries = readZipDirectory(bytes);
  if (!entries) throw invalidField('file', uploadMessages.unreadable);
  const unpacked = entries.reduce((sum, entry) => sum + entry.unpackedBytes, 0);
  if (
    entries.length > SPREADSHEET_LIMITS.maxZipEntries ||
    unpacked > SPREADSHEET_LIMITS.maxUnpackedBytes ||
    unpacked > bytes.byteLength * SPREADSHEET_LIMITS.maxPackingRatio
  ) {
    throw invalidField('file', uploadMessages.zipBomb);
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
