import { createFileRoute } from '@tanstack/react-router';
import { loadCategoryPage, categoryListingSearch, categoryListingSeo, CategoryListingPage } from '@/features/category';
import { pageHead } from '@/platform/pages/page-head.ts';

export const Route = createFileRoute('/{-$lang}/category/$id')({
  staticData: { serverRender: true },
  validateSearch: categoryListingSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => loadCategoryPage(context.queryClient, params.id, deps),
  head: ({ loaderData, match, params }) => pageHead('categoryDetail', { match, params }, categoryListingSeo(loaderData, match.search)),
  component: CategoryListingPage,
});
