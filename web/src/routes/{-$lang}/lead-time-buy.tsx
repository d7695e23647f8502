import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/features/pages/page-head.ts';
import { PageFrame } from '@/features/pages/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/lead-time-buy')({
  head: (context) => pageHead('leadTimeBuy', context),
  component: () => <PageFrame page="leadTimeBuy" />,
});
