import { createFileRoute } from '@tanstack/react-router';
import { loadPortalEntry, PortalEntryPage, portalEntrySeo } from '@/features/partner-portal';
import { pageHead } from '@/platform/pages/page-head.ts';

export const Route = createFileRoute('/{-$lang}/integrations-api/$id')({
  staticData: { serverRender: true },
  loader: ({ context, params }) => loadPortalEntry(context.queryClient, params.id),
  head: (context) => pageHead('integrationsApiSection', context, portalEntrySeo(context.params.id)),
  component: function PortalEntryRoute() {
    return <PortalEntryPage id={Route.useParams().id} />;
  },
});
