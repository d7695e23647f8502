import type { ReactNode } from 'react';
import { AccountNav } from './AccountNav.tsx';
import './account.css';

/** Every /myaccount page: the account navigation beside the page itself. */
export function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <div className="account-layout">
      <AccountNav />
      <div className="account-page">{children}</div>
    </div>
  );
}
