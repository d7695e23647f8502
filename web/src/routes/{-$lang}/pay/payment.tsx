import { createFileRoute } from '@tanstack/react-router';
import { requireSignIn } from '@/platform/session/require-sign-in.ts';
import { pageHead } from '@/platform/pages/page-head.ts';
import { PageFrame } from '@/shared/PageFrame.tsx';
import { PaymentPage, paymentSearchSchema } from '@/features/payment';

export const Route = createFileRoute('/{-$lang}/pay/payment')({
  staticData: { serverRender: true },
  validateSearch: paymentSearchSchema,
  beforeLoad: requireSignIn,
  // One buyer's order: not a page for search engines.
  head: (context) => pageHead('payPayment', context, { noIndex: true }),
  component: PaymentRoute,
});

function PaymentRoute() {
  return (
    <PageFrame page="payPayment">
      <PaymentPage search={Route.useSearch()} />
    </PageFrame>
  );
}
