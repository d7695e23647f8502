import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/features/pages/page-head.ts';
import { PageFrame } from '@/features/pages/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/about/quality-control')({
  staticData: { serverRender: true },
  head: (context) => pageHead('aboutQualityControl', context),
  component: () => <PageFrame page="aboutQualityControl" />,
});
