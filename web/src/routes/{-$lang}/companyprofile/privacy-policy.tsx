import { createFileRoute } from '@tanstack/react-router';
import { ContentPage, contentPageSeo, loadContentPage } from '@/features/content-pages';
import { pageHead } from '@/platform/pages/page-head.ts';

export const Route = createFileRoute('/{-$lang}/companyprofile/privacy-policy')({
  staticData: { serverRender: true },
  loader: ({ context }) => loadContentPage(context.queryClient, 'helpPrivacyPolicy'),
  head: ({ loaderData, match, params }) => pageHead('helpPrivacyPolicy', { match, params }, contentPageSeo(loaderData, match.pathname)),
  component: () => <ContentPage page="helpPrivacyPolicy" />,
});
