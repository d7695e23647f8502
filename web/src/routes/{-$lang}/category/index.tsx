import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/features/pages/page-head.ts';
import { PageFrame } from '@/features/pages/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/category/')({
  head: (context) => pageHead('category', context),
  component: () => <PageFrame page="category" />,
});
