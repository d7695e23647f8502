import type { CatalogCategoryNode } from '@chipmart/generated/internal/model/index';
import { getGetCategoryTreeQueryOptions } from '@chipmart/generated/internal/hooks/catalog/catalog';
import { SLOW_DATA_STALE_MS } from '@/platform/constants.ts';
import { currentQueryScope, scopedQuery, useScopedQuery } from '@/platform/query-scope.ts';

const treeOptions = { query: { staleTime: SLOW_DATA_STALE_MS, retry: 1 } };

/** For route loaders: the tree in the page's language (names are localised, so each language has its own cache entry). */
export const currentCategoryTreeQueryOptions = () => scopedQuery(getGetCategoryTreeQueryOptions(undefined, treeOptions), currentQueryScope());

/** The whole tree (top categories with their descendants), following the page's language. */
export function useCategoryTreeQuery() {
  return useScopedQuery(getGetCategoryTreeQueryOptions(undefined, treeOptions));
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
