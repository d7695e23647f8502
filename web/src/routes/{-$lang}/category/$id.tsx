import { createFileRoute } from '@tanstack/react-router';
import { m } from '$paraglide/messages.js';
import { loadCategoryPage, categoryListingSearch, isFiltered, CategoryListingPage } from '@/features/category';
import { pageHead } from '@/platform/pages/page-head.ts';

export const Route = createFileRoute('/{-$lang}/category/$id')({
  staticData: { serverRender: true },
  validateSearch: categoryListingSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => loadCategoryPage(context.queryClient, params.id, deps),
  head: ({ loaderData, match, params }) =>
    pageHead('categoryDetail', { match, params }, {
      title: loaderData?.name,
      description: loaderData ? m.browse_categoryDescription({ name: loaderData.name }) : undefined,
      // A filtered listing is a view of the category page, not a page of its own for search engines.
      noIndex: isFiltered(match.search),
    }),
  component: CategoryListingPage,
});
