import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/features/pages/page-head.ts';
import { PageFrame } from '@/features/pages/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/companyprofile/account-management')({
  staticData: { serverRender: true },
  head: (context) => pageHead('helpAccountManagement', context),
  component: () => <PageFrame page="helpAccountManagement" />,
});
