import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/platform/pages/page-head.ts';
import { PageFrame } from '@/shared/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/companyprofile/account-management')({
  staticData: { serverRender: true },
  head: (context) => pageHead('helpAccountManagement', context),
  component: () => <PageFrame page="helpAccountManagement" />,
});
