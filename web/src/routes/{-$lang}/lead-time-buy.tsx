import { createFileRoute } from '@tanstack/react-router';
import { LEAD_TIME_PAGE_KEY } from '@/features/news/lead-time.ts';
import { LeadTimeBuyPage } from '@/features/news/LeadTimeBuyPage.tsx';
import { loadPageSeo } from '@/features/news/news-queries.ts';
import { leadTimeSearch } from '@/features/news/news-search.ts';
import { pageHead } from '@/platform/pages/page-head.ts';
import { PageFrame } from '@/shared/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/lead-time-buy')({
  staticData: { serverRender: true },
  validateSearch: leadTimeSearch,
  loader: ({ context }) => loadPageSeo(context.queryClient, LEAD_TIME_PAGE_KEY),
  head: ({ loaderData, match, params }) =>
    pageHead('leadTimeBuy', { match, params }, {
      description: loaderData?.description || undefined,
      noIndex: Boolean((match.search as { category?: number; page?: number }).category || (match.search as { page?: number }).page),
    }),
  component: LeadTimeBuyRoute,
});

function LeadTimeBuyRoute() {
  return (
    <PageFrame page="leadTimeBuy">
      <LeadTimeBuyPage search={Route.useSearch()} />
    </PageFrame>
  );
}
