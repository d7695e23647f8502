import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/features/pages/page-head.ts';
import { PageFrame } from '@/features/pages/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/about/introduce')({
  staticData: { serverRender: true },
  head: (context) => pageHead('aboutIntroduce', context),
  component: () => <PageFrame page="aboutIntroduce" />,
});
