import { createFileRoute } from '@tanstack/react-router';
import { ContentPage, contentPageSeo, loadContentPage } from '@/features/content-pages';
import { pageHead } from '@/platform/pages/page-head.ts';

export const Route = createFileRoute('/{-$lang}/companyprofile/other-questions')({
  staticData: { serverRender: true },
  loader: ({ context }) => loadContentPage(context.queryClient, 'helpOtherQuestions'),
  head: ({ loaderData, match, params }) => pageHead('helpOtherQuestions', { match, params }, contentPageSeo(loaderData, match.pathname)),
  component: () => <ContentPage page="helpOtherQuestions" />,
});
