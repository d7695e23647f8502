import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AccountLayout } from '@/features/account';
import { requireSignIn } from '@/platform/session/require-sign-in.ts';

/** Every /myaccount page: signed-in only (this guard runs first; the pages' own are the same check), inside the account's navigation. */
export const Route = createFileRoute('/{-$lang}/myaccount')({
  beforeLoad: requireSignIn,
  component: () => (
    <AccountLayout>
      <Outlet />
    </AccountLayout>
  ),
});
