import type { CatalogSearchOptions } from '@chipmart/generated/internal/model/index';
import type { HighlightRange } from '@/shared/goods/highlight.ts';

export type SuggestionKind = 'part' | 'manufacturer' | 'category';

/** One choosable line of the type-ahead: what it shows and the shop path it opens. */
export interface Suggestion {
  key: string;
  kind: SuggestionKind;
  label: string;
  ranges: HighlightRange[];
  /** Manufacturer of a part, or part count of a category. */
  note?: string | number;
  path: string;
}

/** The answer of searchOption as one list in display order: part numbers, then manufacturers, then categories. */
export function suggestionsOf(options: CatalogSearchOptions | undefined): Suggestion[] {
  if (!options) return [];
  return [
    ...options.part_numbers.map((part): Suggestion => ({
      key: `part-${part.goods_id}`,
      kind: 'part',
      label: part.part_number,
      ranges: [{ start: part.match.start, end: part.match.end }],
      note: part.brand_name,
      path: part.goods_page_url,
    })),
    ...options.manufacturers.map((maker): Suggestion => ({
      key: `manufacturer-${maker.manufacturer_id}`,
      kind: 'manufacturer',
      label: maker.name,
      ranges: [],
      path: maker.manufacturer_page_url,
    })),
    ...options.categories.map((category): Suggestion => ({
      key: `category-${category.category_id}`,
      kind: 'category',
      label: category.name,
      ranges: [],
      note: category.goods_count,
      path: category.category_page_url,
    })),
  ];
}

/** The next active index for an arrow key: wraps around; -1 is "none" (the typed text). */
export function moveActive(active: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (active === -1) return step === 1 ? 0 : count - 1;
  const next = active + step;
  return next < 0 || next >= count ? -1 : next;
}
