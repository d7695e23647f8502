import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/platform/pages/page-head.ts';
import { PageFrame } from '@/shared/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/certification')({
  staticData: { serverRender: true },
  head: (context) => pageHead('certification', context),
  component: () => <PageFrame page="certification" />,
});
