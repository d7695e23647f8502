import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/platform/pages/page-head.ts';
import { PageFrame } from '@/shared/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/register')({
  head: (context) => pageHead('register', context),
  component: () => <PageFrame page="register" />,
});
