import { searchWords } from '../../platform/search-keys.ts';
import type { CatalogSnapshot } from './catalog-snapshot.ts';

/**
 * Splits keywords into manufacturers they name ("murata", "texas
 * instruments") and the remaining words, which are looked up in descriptions.
 */
export function keywordTerms(keywords: string, snapshot: CatalogSnapshot): { manufacturerIds: number[]; descriptionWords: string[] } {
  const words = searchWords(keywords);
  const manufacturerIds = new Set<number>();
  const descriptionWords: string[] = [];
  const nameTokens = [...snapshot.manufacturers.values()].map((row) => ({ id: row.id, tokens: row.name.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean) }));
  for (const word of words) {
    // Two letters name a manufacturer only as a whole word ("TI"); longer words also as the start of one ("micro").
    const named = nameTokens.filter(({ tokens }) => tokens.some((token) => (word.length >= 3 ? token.startsWith(word) : token === word)));
    if (named.length > 0) for (const { id } of named) manufacturerIds.add(id);
    else descriptionWords.push(word);
  }
  return { manufacturerIds: [...manufacturerIds], descriptionWords };
}
