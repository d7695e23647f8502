import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/platform/pages/page-head.ts';
import { PageFrame } from '@/shared/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/companyprofile/api-interface')({
  staticData: { serverRender: true },
  head: (context) => pageHead('helpApiInterface', context),
  component: () => <PageFrame page="helpApiInterface" />,
});
