import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/platform/pages/page-head.ts';
import { PageFrame } from '@/shared/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/companyprofile/privacy-policy')({
  staticData: { serverRender: true },
  head: (context) => pageHead('helpPrivacyPolicy', context),
  component: () => <PageFrame page="helpPrivacyPolicy" />,
});
