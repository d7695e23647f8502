/**
 * Part-number search in tiers, best first: exact key, key prefix, key
 * fragment, close (trigram) key, then manufacturer and description words.
 * Each tier is one indexed query that leaves out what earlier tiers found,
 * so paging walks the tiers in order without ever sorting the whole table.
 * See docs/decisions/0009-part-number-search.md.
 */
export type Tier = 'exact' | 'prefix' | 'contains' | 'fuzzy' | 'words';

export interface SearchFilters {
  manufacturerIds?: number[];
  /** The category and its descendants. */
  categoryIds?: number[];
  inStockOnly?: boolean;
}

export interface SearchRequest {
  keywords: string;
  filters: SearchFilters;
  offset: number;
  limit: number;
  /** Count every tier for the total (search pages); type-ahead skips it. */
  count: boolean;
  /** Tiers to run; all by default. */
  tiers?: Tier[];
  /** Manufacturers whose names the keywords name (resolved by the caller from the small manufacturers list). */
  manufacturerWordIds?: number[];
  /** Keywords left after taking out manufacturer names, for the description full-text index. */
  descriptionWords?: string[];
}
