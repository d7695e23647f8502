import { createFileRoute } from '@tanstack/react-router';
import { requireSignIn } from '@/platform/session/require-sign-in.ts';
import { pageHead } from '@/platform/pages/page-head.ts';
import { PageFrame } from '@/shared/PageFrame.tsx';
import { AddressBookPage } from '@/features/addresses';

export const Route = createFileRoute('/{-$lang}/myaccount/address-management')({
  staticData: { serverRender: true },
  beforeLoad: requireSignIn,
  head: (context) => pageHead('accountAddresses', context, { noIndex: true }),
  component: () => (
    <PageFrame page="accountAddresses">
      <AddressBookPage />
    </PageFrame>
  ),
});
