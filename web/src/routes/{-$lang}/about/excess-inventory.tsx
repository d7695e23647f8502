import { createFileRoute } from '@tanstack/react-router';
import { requireSupplyPages } from '@/features/pages/require-supply-pages.ts';
import { pageHead } from '@/features/pages/page-head.ts';
import { PageFrame } from '@/features/pages/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/about/excess-inventory')({
  staticData: { serverRender: true },
  beforeLoad: requireSupplyPages,
  head: (context) => pageHead('aboutExcessInventory', context),
  component: () => <PageFrame page="aboutExcessInventory" />,
});
