import type { Database } from '../../platform/db/open.ts';
import { catalogSnapshot, keywordTerms } from '../catalog/index.ts';
import { searchParts } from './search-parts.ts';

/**
 * The shop's part-number search for other features (the partner API): the
 * ids of one page of matching parts, best match first, and how many match.
 */
export async function findPartIds(db: Database, keywords: string, offset: number, limit: number): Promise<{ ids: number[]; total: number }> {
  const snapshot = await catalogSnapshot(db);
  const terms = keywordTerms(keywords, snapshot);
  const outcome = await searchParts(db, {
    keywords,
    filters: {},
    offset,
    limit,
    count: true,
    manufacturerWordIds: terms.manufacturerIds,
    descriptionWords: terms.descriptionWords,
  });
  return { ids: outcome.hits.map((hit) => hit.id), total: outcome.total };
}
