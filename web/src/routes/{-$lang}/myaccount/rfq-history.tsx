import { createFileRoute } from '@tanstack/react-router';
import { RfqHistoryPage, rfqHistorySearch } from '@/features/rfq-history';
import { requireSignIn } from '@/platform/session/require-sign-in.ts';
import { pageHead } from '@/platform/pages/page-head.ts';
import { PageFrame } from '@/shared/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/myaccount/rfq-history')({
  staticData: { serverRender: true },
  validateSearch: rfqHistorySearch,
  beforeLoad: requireSignIn,
  head: (context) => pageHead('accountRfqHistory', context),
  component: RfqHistoryRoute,
});

function RfqHistoryRoute() {
  return (
    <PageFrame page="accountRfqHistory">
      <RfqHistoryPage search={Route.useSearch()} />
    </PageFrame>
  );
}
