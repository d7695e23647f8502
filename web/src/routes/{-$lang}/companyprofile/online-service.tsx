import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/platform/pages/page-head.ts';
import { PageFrame } from '@/shared/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/companyprofile/online-service')({
  staticData: { serverRender: true },
  head: (context) => pageHead('helpOnlineService', context),
  component: () => <PageFrame page="helpOnlineService" />,
});
