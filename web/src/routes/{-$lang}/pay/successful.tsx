import { createFileRoute } from '@tanstack/react-router';
import { requireSignIn } from '@/platform/session/require-sign-in.ts';
import { pageHead } from '@/platform/pages/page-head.ts';
import { PageFrame } from '@/shared/PageFrame.tsx';
import { PaymentSuccessPage, paymentSearchSchema } from '@/features/payment';

export const Route = createFileRoute('/{-$lang}/pay/successful')({
  staticData: { serverRender: true },
  validateSearch: paymentSearchSchema,
  beforeLoad: requireSignIn,
  // One buyer's payment: not a page for search engines.
  head: (context) => pageHead('paySuccessful', context, { noIndex: true }),
  component: PaymentSuccessRoute,
});

function PaymentSuccessRoute() {
  return (
    <PageFrame page="paySuccessful">
      <PaymentSuccessPage search={Route.useSearch()} />
    </PageFrame>
  );
}
