import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/features/pages/page-head.ts';
import { PageFrame } from '@/features/pages/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/manufacturer/$id')({
  head: (context) => pageHead('manufacturerDetail', context),
  component: () => <PageFrame page="manufacturerDetail" />,
});
