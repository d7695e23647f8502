import { createFileRoute } from '@tanstack/react-router';
import { ContentPage, contentPageSeo, loadContentPage } from '@/features/content-pages';
import { pageHead } from '@/platform/pages/page-head.ts';

export const Route = createFileRoute('/{-$lang}/companyprofile/online-service')({
  staticData: { serverRender: true },
  loader: ({ context }) => loadContentPage(context.queryClient, 'helpOnlineService'),
  head: ({ loaderData, match, params }) => pageHead('helpOnlineService', { match, params }, contentPageSeo(loaderData, match.pathname)),
  component: () => <ContentPage page="helpOnlineService" />,
});
