import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/platform/pages/page-head.ts';
import { PageFrame } from '@/shared/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/about/quality-control')({
  staticData: { serverRender: true },
  head: (context) => pageHead('aboutQualityControl', context),
  component: () => <PageFrame page="aboutQualityControl" />,
});
