import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/features/pages/page-head.ts';
import { PageFrame } from '@/features/pages/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/companyprofile/online-service')({
  staticData: { serverRender: true },
  head: (context) => pageHead('helpOnlineService', context),
  component: () => <PageFrame page="helpOnlineService" />,
});
