import { readFile } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import { usageError } from '../cli-error.ts';
import { decodeText } from './decode-text.ts';
import { linesFromCsv } from './lines-from-csv.ts';
import { linesFromJson } from './lines-from-json.ts';
import type { RawOrderLine } from './order-line.ts';

/** Order lines from a .json or .csv file (another extension: JSON when it starts with "[", CSV otherwise). */
export async function linesFromFile(path: string): Promise<RawOrderLine[]> {
  let text: string;
  try {
    text = decodeText(await readFile(path));
  } catch (error) {
    throw usageError(`Cannot read ${path}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message}.`);
  }
  const name = basename(path);
  const extension = extname(path).toLowerCase();
  const isJson = extension === '.json' || (extension !== '.csv' && text.trimStart().replace(/^\uFEFF/, '').startsWith('['));
  return isJson ? linesFromJson(text, name) : linesFromCsv(text, name);
}

