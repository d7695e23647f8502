import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/platform/pages/page-head.ts';
import { PageFrame } from '@/shared/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/about/introduce')({
  staticData: { serverRender: true },
  head: (context) => pageHead('aboutIntroduce', context),
  component: () => <PageFrame page="aboutIntroduce" />,
});
