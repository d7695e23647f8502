import type { CatalogCategoryNode } from '@chipmart/generated/internal/model/index';
import { getGetCategoryTreeQueryKey, getGetCategoryTreeQueryOptions } from '@chipmart/generated/internal/hooks/catalog/catalog';
import { useQuery } from '@tanstack/react-query';
import { SLOW_DATA_STALE_MS } from '@/platform/constants.ts';
import { currentLocale } from '@/platform/i18n/locale.ts';
import { useRequestLocale } from '@/platform/i18n/request-locale.ts';

/** The category tree in one language: names are localised, so each language has its own cache entry. */
export function categoryTreeQueryOptions(locale: string) {
  return getGetCategoryTreeQueryOptions(undefined, {
    query: { queryKey: [...getGetCategoryTreeQueryKey(), { locale }], staleTime: SLOW_DATA_STALE_MS, retry: 1 },
  });
}

/** For route loaders: the tree in the page's language. */
export const currentCategoryTreeQueryOptions = () => categoryTreeQueryOptions(currentLocale());

/** The whole tree (top categories with their descendants), following the page's language. */
export function useCategoryTreeQuery() {
  return useQuery(categoryTreeQueryOptions(useRequestLocale()));
}

/** The categories from a top category down to `categoryId`; empty when the tree has no such category. */
export function categoryPath(tree: readonly CatalogCategoryNode[], categoryId: number): CatalogCategoryNode[] {
  for (const node of tree) {
    if (node.category_id === categoryId) return [node];
    const below = categoryPath(node.children, categoryId);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

/** The category itself, wherever it sits in the tree. */
export function findCategory(tree: readonly CatalogCategoryNode[], categoryId: number): CatalogCategoryNode | undefined {
  return categoryPath(tree, categoryId).at(-1);
}
