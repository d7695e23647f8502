import { createFileRoute } from '@tanstack/react-router';
import { requireSupplyPages } from '@/platform/pages/require-supply-pages.ts';
import { pageHead } from '@/platform/pages/page-head.ts';
import { PageFrame } from '@/shared/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/about/procure')({
  staticData: { serverRender: true },
  beforeLoad: requireSupplyPages,
  head: (context) => pageHead('aboutProcure', context),
  component: () => <PageFrame page="aboutProcure" />,
});
