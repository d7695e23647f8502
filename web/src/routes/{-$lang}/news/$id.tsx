import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/features/pages/page-head.ts';
import { PageFrame } from '@/features/pages/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/news/$id')({
  head: (context) => pageHead('newsArticle', context),
  component: () => <PageFrame page="newsArticle" />,
});
