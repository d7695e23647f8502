import { createFileRoute } from '@tanstack/react-router';
import { ContentPage, contentPageSeo, loadContentPage } from '@/features/content-pages';
import { pageHead } from '@/platform/pages/page-head.ts';

export const Route = createFileRoute('/{-$lang}/about/quality-control')({
  staticData: { serverRender: true },
  loader: ({ context }) => loadContentPage(context.queryClient, 'aboutQualityControl'),
  head: ({ loaderData, match, params }) => pageHead('aboutQualityControl', { match, params }, contentPageSeo(loaderData, match.pathname)),
  component: () => <ContentPage page="aboutQualityControl" />,
});
