import { createFileRoute } from '@tanstack/react-router';
import { m } from '$paraglide/messages.js';
import { ManufacturerProfilePage } from '@/features/manufacturer/ManufacturerProfilePage.tsx';
import { loadManufacturerPage } from '@/features/manufacturer/manufacturer-queries.ts';
import { summaryOf } from '@/features/manufacturer/manufacturer-groups.ts';
import { manufacturerProfileSearch } from '@/features/manufacturer/manufacturer-search.ts';
import { pageHead } from '@/platform/pages/page-head.ts';

export const Route = createFileRoute('/{-$lang}/manufacturer/$id')({
  staticData: { serverRender: true },
  validateSearch: manufacturerProfileSearch,
  loader: ({ context, params }) => loadManufacturerPage(context.queryClient, params.id),
  head: ({ loaderData, match, params }) =>
    pageHead('manufacturerDetail', { match, params }, {
      title: loaderData?.name,
      description: loaderData ? summaryOf(loaderData.description) || m.browse_manufacturerDescription({ name: loaderData.name }) : undefined,
    }),
  component: ManufacturerProfilePage,
});
