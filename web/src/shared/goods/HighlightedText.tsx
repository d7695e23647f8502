import { splitHighlights, type HighlightRange } from './highlight.ts';

/** A text with the given ranges in <mark>, e.g. the part of a part number that matched a search. */
export function HighlightedText({ text, ranges }: { text: string; ranges?: readonly HighlightRange[] }) {
  return (
    <>
      {splitHighlights(text, ranges).map((piece, index) => (piece.marked ? <mark key={index}>{piece.text}</mark> : <span key={index}>{piece.text}</span>))}
    </>
  );
}
