import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/platform/pages/page-head.ts';
import { PageFrame } from '@/shared/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/companyprofile/refund')({
  staticData: { serverRender: true },
  head: (context) => pageHead('helpRefund', context),
  component: () => <PageFrame page="helpRefund" />,
});
