/**
 * Reading a zip's central directory without unpacking anything: the names
 * and declared sizes of its entries. An xlsx is a zip, and what its
 * directory declares is enough to refuse a zip bomb before any parser
 * inflates it.
 */

export interface ZipEntry {
  name: string;
  packedBytes: number;
  unpackedBytes: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
/** Zip64 marks sizes that did not fit 32 bits; no workbook within our limits needs it. */
const ZIP64_MARK = 0xffffffff;

/** The entries the central directory lists, or null when there is no readable directory (not a zip, cut short, zip64). */
export function readZipDirectory(bytes: Uint8Array): ZipEntry[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndOfDirectory(view);
  if (end < 0) return null;
  const count = view.getUint16(end + 10, true);
  const offset = view.getUint32(end + 16, true);
  if (offset === ZIP64_MARK || count === 0xffff) return null;
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > bytes.byteLength || view.getUint32(at, true) !== DIRECTORY_ENTRY) return null;
    const packedBytes = view.getUint32(at + 20, true);
    const unpackedBytes = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (at + 46 + nameLength > bytes.byteLength) return null;
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    entries.push({ name, packedBytes, unpackedBytes });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

export function zipEntryNames(bytes: Uint8Array): string[] | null {
  return readZipDirectory(bytes)?.map((entry) => entry.name) ?? null;
}

/** The end-of-directory record sits in the last 22 bytes plus a comment of at most 65535. */
function findEndOfDirectory(view: DataView): number {
  const lowest = Math.max(0, view.byteLength - 22 - 65_535);
  for (let at = view.byteLength - 22; at >= lowest; at -= 1) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) return at;
  }
  return -1;
}
