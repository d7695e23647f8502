import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/platform/pages/page-head.ts';
import { PageFrame } from '@/shared/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/forgotpassword/resetpassword')({
  head: (context) => pageHead('resetPassword', context),
  component: () => <PageFrame page="resetPassword" />,
});
