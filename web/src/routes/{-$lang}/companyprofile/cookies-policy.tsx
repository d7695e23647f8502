import { createFileRoute } from '@tanstack/react-router';
import { ContentPage, contentPageSeo, loadContentPage } from '@/features/content-pages';
import { pageHead } from '@/platform/pages/page-head.ts';

export const Route = createFileRoute('/{-$lang}/companyprofile/cookies-policy')({
  staticData: { serverRender: true },
  loader: ({ context }) => loadContentPage(context.queryClient, 'helpCookiesPolicy'),
  head: ({ loaderData, match, params }) => pageHead('helpCookiesPolicy', { match, params }, contentPageSeo(loaderData, match.pathname)),
  component: () => <ContentPage page="helpCookiesPolicy" />,
});
