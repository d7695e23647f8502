import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/features/pages/page-head.ts';
import { PageFrame } from '@/features/pages/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/keywords')({
  head: (context) => pageHead('keywords', context),
  component: () => <PageFrame page="keywords" />,
});
