import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/features/pages/page-head.ts';
import { PageFrame } from '@/features/pages/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/integrations-api/$id')({
  head: (context) => pageHead('integrationsApiSection', context),
  component: () => <PageFrame page="integrationsApiSection" />,
});
