import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/platform/pages/page-head.ts';
import { PageFrame } from '@/shared/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/forgotpassword/')({
  head: (context) => pageHead('forgotPassword', context),
  component: () => <PageFrame page="forgotPassword" />,
});
