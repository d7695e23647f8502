import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/platform/pages/page-head.ts';
import { PageFrame } from '@/shared/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/integrations-api/$id')({
  head: (context) => pageHead('integrationsApiSection', context),
  component: () => <PageFrame page="integrationsApiSection" />,
});
