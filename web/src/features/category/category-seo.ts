import { m } from '$paraglide/messages.js';
import type { PageSeo } from '@/platform/pages/page-head.ts';
import { isFiltered, type CategoryListingSearch } from './category-search.ts';

/** The category index's head. */
export const categoryIndexSeo = (): PageSeo => ({ description: m.category_indexPageDescription() });

/** A category listing's head: the category's name once loaded. */
export function categoryListingSeo(category: { name: string } | undefined, search: CategoryListingSearch): PageSeo {
  return {
    title: category?.name,
    description: category ? m.category_pageDescription({ name: category.name }) : undefined,
    // A filtered listing is a view of the category page, not a page of its own for search engines.
    noIndex: isFiltered(search),
  };
}
