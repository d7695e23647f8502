import { createFileRoute } from '@tanstack/react-router';
import { requireSignIn } from '@/features/session/require-sign-in.ts';
import { pageHead } from '@/features/pages/page-head.ts';
import { PageFrame } from '@/features/pages/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/myaccount/my-profile')({
  beforeLoad: requireSignIn,
  head: (context) => pageHead('accountProfile', context),
  component: () => <PageFrame page="accountProfile" />,
});
