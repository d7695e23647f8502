import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/platform/pages/page-head.ts';
import { PageFrame } from '@/shared/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/companyprofile/faqs')({
  staticData: { serverRender: true },
  head: (context) => pageHead('helpFaqs', context),
  component: () => <PageFrame page="helpFaqs" />,
});
