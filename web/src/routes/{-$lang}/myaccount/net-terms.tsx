import { createFileRoute } from '@tanstack/react-router';
import { NetTermsPage } from '@/features/account';
import { pageHead } from '@/platform/pages/page-head.ts';
import { requireSignIn } from '@/platform/session/require-sign-in.ts';
import { PageFrame } from '@/shared/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/myaccount/net-terms')({
  staticData: { serverRender: true },
  // The /myaccount layout checks first; this repeats the same check, so the page stays guarded wherever it is mounted.
  beforeLoad: requireSignIn,
  head: (context) => pageHead('accountNetTerms', context, { noIndex: true }),
  component: () => (
    <PageFrame page="accountNetTerms">
      <NetTermsPage />
    </PageFrame>
  ),
});
