import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/features/pages/page-head.ts';
import { PageFrame } from '@/features/pages/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/companyprofile/')({
  staticData: { serverRender: true },
  head: (context) => pageHead('companyProfile', context),
  component: () => <PageFrame page="companyProfile" />,
});
