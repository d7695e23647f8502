import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/platform/pages/page-head.ts';
import { PageFrame } from '@/shared/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/companyprofile/shipping-delivering')({
  staticData: { serverRender: true },
  head: (context) => pageHead('helpShippingDelivering', context),
  component: () => <PageFrame page="helpShippingDelivering" />,
});
