import { createFileRoute } from '@tanstack/react-router';
import { ManufacturerIndexPage, manufacturerIndexSearch, manufacturerIndexSeo } from '@/features/manufacturer';
import { pageHead } from '@/platform/pages/page-head.ts';

export const Route = createFileRoute('/{-$lang}/manufacturer/')({
  staticData: { serverRender: true },
  validateSearch: manufacturerIndexSearch,
  head: (context) => pageHead('manufacturer', context, manufacturerIndexSeo()),
  component: ManufacturerIndexPage,
});
