import { usageError } from '../cli-error.ts';
import type { RawOrderLine } from './order-line.ts';

/** A JSON array of {"skuId": .., "num": ..} objects; each line is named by the line of the file it starts on. */
export function linesFromJson(text: string, fileName: string): RawOrderLine[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw usageError(`${fileName} is not valid JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(parsed)) throw usageError(`${fileName} must hold a JSON array of {"skuId": .., "num": ..} objects.`);
  const startLines = arrayItemLines(text);
  return parsed.map((item: unknown, index) => {
    const where = `${fileName} line ${startLines[index] ?? 1}`;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return { where, skuId: item, num: undefined };
    const { skuId, num } = item as Record<string, unknown>;
    return { where, skuId, num };
  });
}

/** The line each element of a top-level JSON array starts on (JSON.parse keeps no positions). */
export function arrayItemLines(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let expectingItem = false;
  for (const char of text) {
    if (char === '\n') line++;
    if (inString) {
      if (escaped) escaped = false;
      else if (char === '\\') escaped = true;
      else if (char === '"') inString = false;
      continue;
    }
    if (depth === 1 && expectingItem && !/\s/.test(char) && char !== ']') {
      lines.push(line);
      expectingItem = false;
    }
    if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      depth++;
      if (depth === 1) expectingItem = true;
    } else if (char === ']' || char === '}') depth--;
    else if (char === ',' && depth === 1) expectingItem = true;
  }
  return lines;
}
