import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/platform/pages/page-head.ts';
import { PageFrame } from '@/shared/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/companyprofile/')({
  staticData: { serverRender: true },
  head: (context) => pageHead('companyProfile', context),
  component: () => <PageFrame page="companyProfile" />,
});
