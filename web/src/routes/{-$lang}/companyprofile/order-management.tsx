import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/platform/pages/page-head.ts';
import { PageFrame } from '@/shared/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/companyprofile/order-management')({
  staticData: { serverRender: true },
  head: (context) => pageHead('helpOrderManagement', context),
  component: () => <PageFrame page="helpOrderManagement" />,
});
