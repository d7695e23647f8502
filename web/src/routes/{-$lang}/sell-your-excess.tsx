import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/platform/pages/page-head.ts';
import { PageFrame } from '@/shared/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/sell-your-excess')({
  head: (context) => pageHead('sellYourExcess', context),
  component: () => <PageFrame page="sellYourExcess" />,
});
