import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/platform/pages/page-head.ts';
import { PageFrame } from '@/shared/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/companyprofile/order-pay')({
  staticData: { serverRender: true },
  head: (context) => pageHead('helpOrderPay', context),
  component: () => <PageFrame page="helpOrderPay" />,
});
