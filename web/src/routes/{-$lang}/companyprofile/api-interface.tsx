import { createFileRoute } from '@tanstack/react-router';
import { ContentPage, contentPageSeo, loadContentPage } from '@/features/content-pages';
import { pageHead } from '@/platform/pages/page-head.ts';

export const Route = createFileRoute('/{-$lang}/companyprofile/api-interface')({
  staticData: { serverRender: true },
  loader: ({ context }) => loadContentPage(context.queryClient, 'helpApiInterface'),
  head: ({ loaderData, match, params }) => pageHead('helpApiInterface', { match, params }, contentPageSeo(loaderData, match.pathname)),
  component: () => <ContentPage page="helpApiInterface" />,
});
