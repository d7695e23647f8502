import type { CatalogManufacturerSummary } from '@chipmart/generated/internal/model/index';

/** Manufacturers under their index letters, letters in the order the list gives them (the server sorts by name). */
export function groupByInitial(list: readonly CatalogManufacturerSummary[]): { initial: string; entries: CatalogManufacturerSummary[] }[] {
  const groups = new Map<string, CatalogManufacturerSummary[]>();
  for (const entry of list) groups.set(entry.initial, [...(groups.get(entry.initial) ?? []), entry]);
  return [...groups].map(([initial, entries]) => ({ initial, entries }));
}

/** Description paragraphs: the server separates them by blank lines. */
export const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** The first paragraph cut to `max` characters at a word boundary, for a page description. */
export function summaryOf(text: string, max = 160): string {
  const first = paragraphs(text)[0] ?? '';
  if (first.length <= max) return first;
  const cut = first.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).trimEnd()}…`;
}
