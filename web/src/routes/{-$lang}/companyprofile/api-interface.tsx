import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/features/pages/page-head.ts';
import { PageFrame } from '@/features/pages/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/companyprofile/api-interface')({
  staticData: { serverRender: true },
  head: (context) => pageHead('helpApiInterface', context),
  component: () => <PageFrame page="helpApiInterface" />,
});
