import { Unzip, UnzipInflate } from 'fflate';

/** What unpacking an xlsx really gives, measured while it streams, not as its directory declares it. */
export interface UnpackedMeasure {
  /** Unpacked bytes until the measuring stopped. */
  bytes: number;
  /** True when the unpacked bytes passed the limit (the measuring stopped there). */
  overLimit: boolean;
  /** `<row` elements per worksheet part (`xl/worksheets/sheet1.xml` → its count). */
  rowsPerSheet: Map<string, number>;
}

class StopUnpacking extends Error {}

const WORKSHEET = /^xl\/worksheets\/[^/]+\.xml$/;
const ROW_TAG = '<row';

/**
 * Unpacks a zip as a stream, throwing each chunk away once counted: the
 * total stops at `maxBytes` (a zip bomb that lies about its sizes is caught
 * after that many bytes, never inflated whole), and worksheet rows are
 * counted, so a million-row sheet is refused before any parser builds it.
 */
export function measureUnpacked(bytes: Uint8Array, maxBytes: number): UnpackedMeasure {
  const measure: UnpackedMeasure = { bytes: 0, overLimit: false, rowsPerSheet: new Map() };
  const decoder = new TextDecoder('latin1');
  const unzip = new Unzip((file) => {
    const isSheet = WORKSHEET.test(file.name);
    // The last few characters of the previous chunk, so a tag split across chunks is still counted once.
    let tail = '';
    file.ondata = (error, chunk) => {
      if (error) throw error;
      measure.bytes += chunk.byteLength;
      if (measure.bytes > maxBytes) {
        measure.overLimit = true;
        throw new StopUnpacking();
      }
      if (!isSheet) return;
      const text = tail + decoder.decode(chunk);
      let count = 0;
      for (let at = text.indexOf(ROW_TAG); at >= 0; at = text.indexOf(ROW_TAG, at + ROW_TAG.length)) {
        const next = text[at + ROW_TAG.length];
        if (next === ' ' || next === '>' || next === undefined) count += 1;
      }
      tail = text.slice(-ROW_TAG.length);
      // A tag that ended the previous text was counted there (undefined next character) and reappears in the tail.
      if (tail === ROW_TAG) tail = '';
      measure.rowsPerSheet.set(file.name, (measure.rowsPerSheet.get(file.name) ?? 0) + count);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(bytes, true);
  } catch (error) {
    if (!(error instanceof StopUnpacking)) throw error;
  }
  return measure;
}
