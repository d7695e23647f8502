import { createFileRoute } from '@tanstack/react-router';
import { requireSupplyPages } from '@/features/pages/require-supply-pages.ts';
import { pageHead } from '@/features/pages/page-head.ts';
import { PageFrame } from '@/features/pages/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/about/procure')({
  beforeLoad: requireSupplyPages,
  head: () => pageHead('aboutProcure'),
  component: () => <PageFrame page="aboutProcure" />,
});
