import { createFileRoute } from '@tanstack/react-router';
import { m } from '$paraglide/messages.js';
import { ManufacturerIndexPage, manufacturerIndexSearch } from '@/features/manufacturer';
import { pageHead } from '@/platform/pages/page-head.ts';

export const Route = createFileRoute('/{-$lang}/manufacturer/')({
  staticData: { serverRender: true },
  validateSearch: manufacturerIndexSearch,
  head: (context) => pageHead('manufacturer', context, { description: m.browse_manufacturerIndexDescription() }),
  component: ManufacturerIndexPage,
});
