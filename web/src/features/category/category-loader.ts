import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { currentQueryScope } from '@/platform/query-scope.ts';
import { categoryPath, currentCategoryTreeQueryOptions } from '@/shared/catalog/category-tree.ts';
import { filterQuery, listingQuery, type CategoryListingSearch } from './category-search.ts';
import { categoryFilterQueryOptions, categoryGoodsQueryOptions } from './use-category-listing.ts';

/** A category id from the URL, or a 404 for anything that cannot be one. */
export function parseCategoryId(raw: string): number {
  const id = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(id) || id < 1) throw notFound();
  return id;
}

/**
 * What the category page needs before it renders: the category (its name is
 * the page title) and its place in the tree. The listing and its filters are
 * requested at the same time but not awaited, so the page shows at once.
 */
export async function loadCategoryPage(queryClient: QueryClient, rawId: string, search: CategoryListingSearch) {
  const id = parseCategoryId(rawId);
  const scope = currentQueryScope();
  void queryClient.prefetchQuery(categoryGoodsQueryOptions(listingQuery(id, search), scope));
  void queryClient.prefetchQuery(categoryFilterQueryOptions(filterQuery(id, search), scope));
  const tree = await queryClient.ensureQueryData(currentCategoryTreeQueryOptions());
  const path = categoryPath(tree.lists, id);
  const category = path.at(-1);
  if (!category) throw notFound();
  return {
    id,
    name: category.name,
    goodsCount: category.goods_count,
    trail: path.map((node) => ({ label: node.name, path: node.category_page_url })),
  };
}

export type CategoryPageData = Awaited<ReturnType<typeof loadCategoryPage>>;
