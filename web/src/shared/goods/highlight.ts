import type { CatalogSearchMatch } from '@chipmart/generated/internal/model/index';

/** Characters of a text to highlight: `text.slice(start, end)`, as the search answers them. */
export type HighlightRange = Pick<CatalogSearchMatch, 'start' | 'end'>;

export interface TextPiece {
  text: string;
  marked: boolean;
}

/**
 * Splits a text into plain and highlighted pieces. Ranges are clamped to the
 * text, sorted and merged, and empty ones dropped, so a server range that
 * overshoots or overlaps never loses or repeats a character.
 */
export function splitHighlights(text: string, ranges: readonly HighlightRange[] = []): TextPiece[] {
  const clamped = ranges
    .map(({ start, end }) => ({ start: Math.max(0, Math.min(start, text.length)), end: Math.max(0, Math.min(end, text.length)) }))
    .filter(({ start, end }) => end > start)
    .sort((a, b) => a.start - b.start);
  const merged: HighlightRange[] = [];
  for (const range of clamped) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  const pieces: TextPiece[] = [];
  let position = 0;
  for (const { start, end } of merged) {
    if (start > position) pieces.push({ text: text.slice(position, start), marked: false });
    pieces.push({ text: text.slice(start, end), marked: true });
    position = end;
  }
  if (position < text.length || pieces.length === 0) pieces.push({ text: text.slice(position), marked: false });
  return pieces;
}
