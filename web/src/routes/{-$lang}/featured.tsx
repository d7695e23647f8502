import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/features/pages/page-head.ts';
import { PageFrame } from '@/features/pages/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/featured')({
  head: (context) => pageHead('featured', context),
  component: () => <PageFrame page="featured" />,
});
