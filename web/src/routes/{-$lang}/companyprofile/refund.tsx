import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/features/pages/page-head.ts';
import { PageFrame } from '@/features/pages/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/companyprofile/refund')({
  staticData: { serverRender: true },
  head: (context) => pageHead('helpRefund', context),
  component: () => <PageFrame page="helpRefund" />,
});
