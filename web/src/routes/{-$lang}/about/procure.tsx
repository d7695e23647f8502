import { createFileRoute } from '@tanstack/react-router';
import { requireSupplyPages } from '@/features/pages/require-supply-pages.ts';
import { pageHead } from '@/features/pages/page-head.ts';
import { PageFrame } from '@/features/pages/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/about/procure')({
  staticData: { serverRender: true },
  beforeLoad: requireSupplyPages,
  head: (context) => pageHead('aboutProcure', context),
  component: () => <PageFrame page="aboutProcure" />,
});
