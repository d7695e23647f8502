import { parse } from 'csv-parse/sync';
import { invalidField } from '../../platform/http/errors.ts';
import { SPREADSHEET_LIMITS } from './limits.ts';
import { uploadMessages } from './messages.ts';

/**
 * A CSV's text: UTF-8 (with or without a byte order mark) when its bytes are
 * valid UTF-8, else GB18030 (a superset of GBK), what Excel writes on
 * Chinese Windows. The decoders drop a byte order mark.
 */
export function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

const DELIMITERS = [',', ';', '\t'] as const;

/**
 * The delimiter that splits the first lines most evenly: the one found on
 * most lines the same number of times, more often breaking a tie. Quoted
 * text is left out of the count.
 */
export function detectDelimiter(text: string): (typeof DELIMITERS)[number] {
  const lines = text.split(/\r\n|\n|\r/).filter((line) => line.trim() !== '').slice(0, 20).map((line) => line.replace(/"[^"]*"/g, ''));
  let best: { delimiter: (typeof DELIMITERS)[number]; score: number } = { delimiter: ',', score: 0 };
  for (const delimiter of DELIMITERS) {
    const counts = lines.map((line) => line.split(delimiter).length - 1).filter((count) => count > 0);
    if (counts.length === 0) continue;
    const tally = new Map<number, number>();
    for (const count of counts) tally.set(count, (tally.get(count) ?? 0) + 1);
    const [usual, lineCount] = [...tally.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]!;
    const score = lineCount * 1000 + usual;
    if (score > best.score) best = { delimiter, score };
  }
  return best.delimiter;
}

/** The rows of a CSV as text; stops reading one row past the limit. */
export function readCsvRows(bytes: Uint8Array): string[][] {
  const text = decodeCsv(bytes);
  try {
    return parse(text, {
      bom: true,
      delimiter: detectDelimiter(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      // Blank lines count as rows too (row numbers must match the file); allow for some.
      to_line: SPREADSHEET_LIMITS.maxRows * 2 + 1,
    }) as string[][];
  } catch {
    throw invalidField('file', uploadMessages.unreadable);
  }
}
