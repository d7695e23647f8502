import { createFileRoute } from '@tanstack/react-router';
import { ManufacturerProfilePage, loadManufacturerPage, manufacturerProfileSearch, manufacturerProfileSeo } from '@/features/manufacturer';
import { pageHead } from '@/platform/pages/page-head.ts';

export const Route = createFileRoute('/{-$lang}/manufacturer/$id')({
  staticData: { serverRender: true },
  validateSearch: manufacturerProfileSearch,
  loader: ({ context, params }) => loadManufacturerPage(context.queryClient, params.id),
  head: ({ loaderData, match, params }) => pageHead('manufacturerDetail', { match, params }, manufacturerProfileSeo(loaderData)),
  component: ManufacturerProfilePage,
});
