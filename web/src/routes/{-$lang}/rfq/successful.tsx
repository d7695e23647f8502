import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/platform/pages/page-head.ts';
import { PageFrame } from '@/shared/PageFrame.tsx';
import { rfqSuccessSearchSchema, RfqSuccessPage } from '@/features/rfq';

export const Route = createFileRoute('/{-$lang}/rfq/successful')({
  validateSearch: rfqSuccessSearchSchema,
  // One buyer's confirmation: not a page for search engines.
  head: (context) => pageHead('rfqSuccessful', context, { noIndex: true }),
  component: RfqSuccessRoute,
});

function RfqSuccessRoute() {
  return (
    <PageFrame page="rfqSuccessful">
      <RfqSuccessPage {...Route.useSearch()} />
    </PageFrame>
  );
}
