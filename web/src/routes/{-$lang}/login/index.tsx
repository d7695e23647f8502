import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/features/pages/page-head.ts';
import { PageFrame } from '@/features/pages/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/login/')({
  head: (context) => pageHead('login', context),
  component: () => <PageFrame page="login" />,
});
