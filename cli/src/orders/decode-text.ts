/** UTF-8, or GB18030 for files a Chinese-locale spreadsheet saved (Node's own decoder; UTF-8 is tried strictly first). */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}
