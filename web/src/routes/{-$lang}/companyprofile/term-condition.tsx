import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/platform/pages/page-head.ts';
import { PageFrame } from '@/shared/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/companyprofile/term-condition')({
  staticData: { serverRender: true },
  head: (context) => pageHead('helpTermCondition', context),
  component: () => <PageFrame page="helpTermCondition" />,
});
