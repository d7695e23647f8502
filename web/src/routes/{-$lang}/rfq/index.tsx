import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/platform/pages/page-head.ts';
import { PageFrame } from '@/shared/PageFrame.tsx';
import { RfqPage } from '@/features/rfq';

export const Route = createFileRoute('/{-$lang}/rfq/')({
  head: (context) => pageHead('rfq', context),
  component: () => (
    <PageFrame page="rfq">
      <RfqPage />
    </PageFrame>
  ),
});
