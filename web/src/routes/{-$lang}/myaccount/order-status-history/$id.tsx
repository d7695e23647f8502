import { createFileRoute } from '@tanstack/react-router';
import { OrderDetailPage } from '@/features/orders';
import { requireSignIn } from '@/platform/session/require-sign-in.ts';
import { pageHead } from '@/platform/pages/page-head.ts';
import { PageFrame } from '@/shared/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/myaccount/order-status-history/$id')({
  staticData: { serverRender: true },
  beforeLoad: requireSignIn,
  head: (context) => pageHead('accountOrderDetail', context),
  component: OrderDetailRoute,
});

function OrderDetailRoute() {
  const { id } = Route.useParams();
  return (
    <PageFrame page="accountOrderDetail">
      <OrderDetailPage orderSn={id} />
    </PageFrame>
  );
}
