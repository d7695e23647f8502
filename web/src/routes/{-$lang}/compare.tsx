import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/features/pages/page-head.ts';
import { PageFrame } from '@/features/pages/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/compare')({
  head: (context) => pageHead('compare', context),
  component: () => <PageFrame page="compare" />,
});
