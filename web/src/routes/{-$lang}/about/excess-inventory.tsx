import { createFileRoute } from '@tanstack/react-router';
import { requireSupplyPages } from '@/platform/pages/require-supply-pages.ts';
import { pageHead } from '@/platform/pages/page-head.ts';
import { PageFrame } from '@/shared/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/about/excess-inventory')({
  staticData: { serverRender: true },
  beforeLoad: requireSupplyPages,
  head: (context) => pageHead('aboutExcessInventory', context),
  component: () => <PageFrame page="aboutExcessInventory" />,
});
