import { createFileRoute } from '@tanstack/react-router';
import { NewsArticlePage, loadNewsArticle, newsArticleSeo } from '@/features/news';
import { pageHead } from '@/platform/pages/page-head.ts';

export const Route = createFileRoute('/{-$lang}/news/$id')({
  staticData: { serverRender: true },
  loader: ({ context, params }) => loadNewsArticle(context.queryClient, params.id),
  head: ({ loaderData, match, params }) => pageHead('newsArticle', { match, params }, newsArticleSeo(loaderData, match.pathname)),
  component: NewsArticleRoute,
});

function NewsArticleRoute() {
  const { id } = Route.useParams();
  return <NewsArticlePage newsId={Number(id)} />;
}
