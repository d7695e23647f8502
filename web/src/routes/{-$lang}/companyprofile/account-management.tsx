import { createFileRoute } from '@tanstack/react-router';
import { ContentPage, contentPageSeo, loadContentPage } from '@/features/content-pages';
import { pageHead } from '@/platform/pages/page-head.ts';

export const Route = createFileRoute('/{-$lang}/companyprofile/account-management')({
  staticData: { serverRender: true },
  loader: ({ context }) => loadContentPage(context.queryClient, 'helpAccountManagement'),
  head: ({ loaderData, match, params }) => pageHead('helpAccountManagement', { match, params }, contentPageSeo(loaderData, match.pathname)),
  component: () => <ContentPage page="helpAccountManagement" />,
});
