import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/features/pages/page-head.ts';
import { PageFrame } from '@/features/pages/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/forgotpassword/resetpassword')({
  head: (context) => pageHead('resetPassword', context),
  component: () => <PageFrame page="resetPassword" />,
});
