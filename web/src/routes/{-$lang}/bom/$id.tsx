import { createFileRoute } from '@tanstack/react-router';
import { requireSignIn } from '@/platform/session/require-sign-in.ts';
import { pageHead } from '@/platform/pages/page-head.ts';
import { PageFrame } from '@/shared/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/bom/$id')({
  beforeLoad: requireSignIn,
  head: (context) => pageHead('bomDetail', context),
  component: () => <PageFrame page="bomDetail" />,
});
