import { createFileRoute } from '@tanstack/react-router';
import { KeywordsPage, loadPageSeo } from '@/features/news';
import { pageHead } from '@/platform/pages/page-head.ts';
import { PageFrame } from '@/shared/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/keywords')({
  staticData: { serverRender: true },
  loader: ({ context }) => loadPageSeo(context.queryClient, 'keywords'),
  head: ({ loaderData, match, params }) => pageHead('keywords', { match, params }, { description: loaderData?.description || undefined }),
  component: () => (
    <PageFrame page="keywords">
      <KeywordsPage />
    </PageFrame>
  ),
});
