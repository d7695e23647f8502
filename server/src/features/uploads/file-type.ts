import { zipEntryNames } from './zip-directory.ts';

export type SpreadsheetType = 'xlsx' | 'csv';

/** What the content is, read from its bytes: the file's name and declared type are the sender's word, not proof. */
export type SniffedType = SpreadsheetType | 'xls' | 'other';

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, index) => bytes[index] === byte);

const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** The OLE2 compound file of Excel 97-2003 (.xls). */
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

export function sniffSpreadsheet(bytes: Uint8Array): SniffedType {
  if (startsWith(bytes, ZIP)) return zipEntryNames(bytes)?.includes('xl/workbook.xml') ? 'xlsx' : 'other';
  if (startsWith(bytes, OLE2)) return 'xls';
  return looksLikeText(bytes) ? 'csv' : 'other';
}

/** Text has no NUL bytes and few control characters besides tab, CR, LF (images, PDFs and archives have many). */
function looksLikeText(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 8192);
  let control = 0;
  for (const byte of sample) {
    if (byte === 0) return false;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) control += 1;
  }
  return control <= sample.length / 100;
}
