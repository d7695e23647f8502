import { createFileRoute } from '@tanstack/react-router';
import { FeaturedPage, loadPageSeo, pagedSearch } from '@/features/news';
import { pageHead } from '@/platform/pages/page-head.ts';
import { PageFrame } from '@/shared/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/featured')({
  staticData: { serverRender: true },
  validateSearch: pagedSearch,
  loader: ({ context }) => loadPageSeo(context.queryClient, 'featured'),
  head: ({ loaderData, match, params }) =>
    pageHead('featured', { match, params }, { description: loaderData?.description || undefined, noIndex: Boolean((match.search as { page?: number }).page) }),
  component: FeaturedRoute,
});

function FeaturedRoute() {
  return (
    <PageFrame page="featured">
      <FeaturedPage search={Route.useSearch()} />
    </PageFrame>
  );
}
