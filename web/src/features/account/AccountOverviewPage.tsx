import { m } from '$paraglide/messages.js';
import { useSession } from '@/platform/session/session-store.ts';
import { useProfileQuery } from './account-queries.ts';
import { ApiAccessCard } from './ApiAccessCard.tsx';
import { CreditSummary } from './CreditSummary.tsx';
import { OpenRfqs } from './OpenRfqs.tsx';
import { RecentOrders } from './RecentOrders.tsx';

/** /myaccount: who is signed in for which company, then orders, RFQs, credit and API access at a glance. */
export function AccountOverviewPage() {
  const profile = useProfileQuery();
  // The sign-in's copy of the profile greets at once; the fresh one replaces it when it arrives, so the cards below never move down.
  const { userInfo } = useSession();
  const who = profile.data ?? userInfo;
  return (
    <>
      <p className="account-greeting" data-testid="account-greeting">
        {who && (who.company_name ? m.account_greetingWithCompany({ name: who.contact_name, company: who.company_name }) : m.account_greeting({ name: who.contact_name }))}
      </p>
      <div className="account-cards">
        <RecentOrders />
        <OpenRfqs />
        <CreditSummary />
        <ApiAccessCard profile={profile} />
      </div>
    </>
  );
}
