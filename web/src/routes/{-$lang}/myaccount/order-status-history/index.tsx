import { createFileRoute } from '@tanstack/react-router';
import { OrderHistoryPage, orderHistorySearch } from '@/features/orders';
import { requireSignIn } from '@/platform/session/require-sign-in.ts';
import { pageHead } from '@/platform/pages/page-head.ts';
import { PageFrame } from '@/shared/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/myaccount/order-status-history/')({
  staticData: { serverRender: true },
  validateSearch: orderHistorySearch,
  beforeLoad: requireSignIn,
  head: (context) => pageHead('accountOrders', context),
  component: OrderHistoryRoute,
});

function OrderHistoryRoute() {
  return (
    <PageFrame page="accountOrders">
      <OrderHistoryPage search={Route.useSearch()} />
    </PageFrame>
  );
}
