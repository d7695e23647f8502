import { createFileRoute } from '@tanstack/react-router';
import { LEAD_TIME_PAGE_KEY, LeadTimeBuyPage, loadPageSeo, leadTimeSearch } from '@/features/news';
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
