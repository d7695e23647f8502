import { createFileRoute } from '@tanstack/react-router';
import { m } from '$paraglide/messages.js';
import { ManufacturerProfilePage, loadManufacturerPage, summaryOf, manufacturerProfileSearch } from '@/features/manufacturer';
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
