import { createFileRoute } from '@tanstack/react-router';
import { requireSignIn } from '@/platform/session/require-sign-in.ts';
import { pageHead } from '@/platform/pages/page-head.ts';
import { PageFrame } from '@/shared/PageFrame.tsx';
import { CheckoutPage, checkoutSearchSchema } from '@/features/checkout';

export const Route = createFileRoute('/{-$lang}/pay/order')({
  staticData: { serverRender: true },
  validateSearch: checkoutSearchSchema,
  beforeLoad: requireSignIn,
  // One buyer's checkout: not a page for search engines.
  head: (context) => pageHead('payOrder', context, { noIndex: true }),
  component: CheckoutRoute,
});

function CheckoutRoute() {
  return (
    <PageFrame page="payOrder">
      <CheckoutPage search={Route.useSearch()} />
    </PageFrame>
  );
}
