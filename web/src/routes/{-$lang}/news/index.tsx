import { createFileRoute } from '@tanstack/react-router';
import { loadPageSeo, newsListSearch, NewsListPage } from '@/features/news';
import { pageHead } from '@/platform/pages/page-head.ts';
import { PageFrame } from '@/shared/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/news/')({
  staticData: { serverRender: true },
  validateSearch: newsListSearch,
  loader: ({ context }) => loadPageSeo(context.queryClient, 'news'),
  head: ({ loaderData, match, params }) =>
    pageHead('news', { match, params }, {
      description: loaderData?.description || undefined,
      // A tag or a later page is a view of the news page, not a page of its own for search engines.
      noIndex: Boolean((match.search as { tag?: string; page?: number }).tag || (match.search as { page?: number }).page),
    }),
  component: NewsRoute,
});

function NewsRoute() {
  return (
    <PageFrame page="news">
      <NewsListPage search={Route.useSearch()} />
    </PageFrame>
  );
}
