import { createFileRoute } from '@tanstack/react-router';
import { ContentPage, contentPageSeo, loadContentPage } from '@/features/content-pages';
import { requireSupplyPages } from '@/platform/pages/require-supply-pages.ts';
import { pageHead } from '@/platform/pages/page-head.ts';

export const Route = createFileRoute('/{-$lang}/about/procure')({
  staticData: { serverRender: true },
  beforeLoad: requireSupplyPages,
  loader: ({ context }) => loadContentPage(context.queryClient, 'aboutProcure'),
  head: ({ loaderData, match, params }) => pageHead('aboutProcure', { match, params }, contentPageSeo(loaderData, match.pathname)),
  component: () => <ContentPage page="aboutProcure" />,
});
