import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import { zipSync } from 'fflate';

/** A real .xlsx built with write-excel-file, one entry per sheet. */
export async function xlsxFile(sheets: Array<{ sheet: string; data: SheetData }>): Promise<Uint8Array> {
  return new Uint8Array(await writeXlsxFile(sheets).toBuffer());
}

/**
 * A zip with no content whose central directory declares the entries' sizes
 * as given: what a zip bomb's directory looks like, in a few hundred bytes.
 */
export function zipWithDeclaredSizes(entries: Array<{ name: string; unpackedBytes: number }>): Uint8Array {
  const encoder = new TextEncoder();
  const locals: Uint8Array[] = [];
  const directory: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = encoder.encode(entry.name);
    const local = new Uint8Array(30 + name.length);
    const localView = new DataView(local.buffer);
    localView.setUint32(0, 0x04034b50, true);
    localView.setUint16(4, 20, true);
    localView.setUint16(8, 8, true);
    localView.setUint32(22, entry.unpackedBytes, true);
    localView.setUint16(26, name.length, true);
    local.set(name, 30);
    const central = new Uint8Array(46 + name.length);
    const view = new DataView(central.buffer);
    view.setUint32(0, 0x02014b50, true);
    view.setUint16(4, 20, true);
    view.setUint16(6, 20, true);
    view.setUint16(10, 8, true);
    view.setUint32(20, 0, true);
    view.setUint32(24, entry.unpackedBytes, true);
    view.setUint16(28, name.length, true);
    view.setUint32(42, offset, true);
    central.set(name, 46);
    locals.push(local);
    directory.push(central);
    offset += local.length;
  }
  const directorySize = directory.reduce((sum, part) => sum + part.length, 0);
  const end = new Uint8Array(22);
  const endView = new DataView(end.buffer);
  endView.setUint32(0, 0x06054b50, true);
  endView.setUint16(8, entries.length, true);
  endView.setUint16(10, entries.length, true);
  endView.setUint32(12, directorySize, true);
  endView.setUint32(16, offset, true);
  return concat([...locals, ...directory, end]);
}

export function concat(parts: Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}

/** The first bytes of a PNG image: signature and the start of its header chunk. */
export const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x10, 0x00, 0x00, 0x00, 0x10, 0x08, 0x06, 0x00, 0x00, 0x00]);

/** An upload form with one file (and any text fields). */
export function uploadForm(bytes: Uint8Array | string, fileName: string, fields: Record<string, string> = {}, type = 'application/octet-stream'): FormData {
  const form = new FormData();
  form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type }), fileName);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

/**
 * A workbook zip built with fflate whose worksheet part is `sheetXml`, with the
 * sizes in its headers and directory replaced by `declaredBytes` when given:
 * a bomb that lies about what it unpacks to.
 */
export function workbookZip(sheetXml: string, options: { declaredBytes?: number; level?: 0 | 1 | 6 | 9 } = {}): Uint8Array {
  const encoder = new TextEncoder();
  const zipped = zipSync(
    {
      '[Content_Types].xml': encoder.encode('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
      'xl/workbook.xml': encoder.encode('<?xml version="1.0"?><workbook><sheets><sheet name="BOM" sheetId="1" r:id="rId1"/></sheets></workbook>'),
      'xl/worksheets/sheet1.xml': encoder.encode(sheetXml),
    },
    { level: options.level ?? 6 },
  );
  if (options.declaredBytes === undefined) return zipped;
  const view = new DataView(zipped.buffer, zipped.byteOffset, zipped.byteLength);
  for (let at = 0; at + 4 <= zipped.byteLength; at += 1) {
    const signature = view.getUint32(at, true);
    if (signature === 0x04034b50) view.setUint32(at + 22, options.declaredBytes, true);
    if (signature === 0x02014b50) view.setUint32(at + 24, options.declaredBytes, true);
  }
  return zipped;
}

/** A worksheet part of `rows` rows, one numbered cell each. */
export function sheetXmlOfRows(rows: number): string {
  const parts = ['<?xml version="1.0"?><worksheet><sheetData>'];
  for (let row = 1; row <= rows; row += 1) parts.push(`<row><c><v>${row}</v></c></row>`);
  parts.push('</sheetData></worksheet>');
  return parts.join('');
}
