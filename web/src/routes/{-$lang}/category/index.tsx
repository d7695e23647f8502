import { createFileRoute } from '@tanstack/react-router';
import { CategoryIndexPage, categoryIndexSeo } from '@/features/category';
import { currentCategoryTreeQueryOptions } from '@/shared/catalog/category-tree.ts';
import { pageHead } from '@/platform/pages/page-head.ts';

export const Route = createFileRoute('/{-$lang}/category/')({
  staticData: { serverRender: true },
  loader: ({ context }) => void context.queryClient.prefetchQuery(currentCategoryTreeQueryOptions()),
  head: (context) => pageHead('category', context, categoryIndexSeo()),
  component: CategoryIndexPage,
});
