import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '@/features/account';
import { pageHead } from '@/platform/pages/page-head.ts';
import { requireSignIn } from '@/platform/session/require-sign-in.ts';
import { PageFrame } from '@/shared/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/myaccount/my-profile')({
  staticData: { serverRender: true },
  // The /myaccount layout checks first; this repeats the same check, so the page stays guarded wherever it is mounted.
  beforeLoad: requireSignIn,
  head: (context) => pageHead('accountProfile', context, { noIndex: true }),
  component: () => (
    <PageFrame page="accountProfile">
      <ProfilePage />
    </PageFrame>
  ),
});
