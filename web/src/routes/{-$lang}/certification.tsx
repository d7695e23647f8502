import { createFileRoute } from '@tanstack/react-router';
import { ContentPage, contentPageSeo, loadContentPage } from '@/features/content-pages';
import { pageHead } from '@/platform/pages/page-head.ts';

export const Route = createFileRoute('/{-$lang}/certification')({
  staticData: { serverRender: true },
  loader: ({ context }) => loadContentPage(context.queryClient, 'certification'),
  head: ({ loaderData, match, params }) => pageHead('certification', { match, params }, contentPageSeo(loaderData, match.pathname)),
  component: () => <ContentPage page="certification" />,
});
