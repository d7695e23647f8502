import { createFileRoute } from '@tanstack/react-router';
import { PortalHome, portalHomeSeo } from '@/features/partner-portal';
import { pageHead } from '@/platform/pages/page-head.ts';

export const Route = createFileRoute('/{-$lang}/integrations-api/')({
  staticData: { serverRender: true },
  head: (context) => pageHead('integrationsApi', context, portalHomeSeo()),
  component: PortalHome,
});
