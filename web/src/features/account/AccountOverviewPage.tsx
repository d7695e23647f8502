import { m } from '$paraglide/messages.js';
import { useProfileQuery } from './account-queries.ts';
import { ApiAccessCard } from './ApiAccessCard.tsx';
import { CreditSummary } from './CreditSummary.tsx';
import { OpenRfqs } from './OpenRfqs.tsx';
import { RecentOrders } from './RecentOrders.tsx';

/** /myaccount: who is signed in for which company, then orders, RFQs, credit and API access at a glance. */
export function AccountOverviewPage() {
  const profile = useProfileQuery();
  return (
    <>
      {profile.data && (
        <p className="account-greeting" data-testid="account-greeting">
          {profile.data.company_name
            ? m.account_greetingWithCompany({ name: profile.data.contact_name, company: profile.data.company_name })
            : m.account_greeting({ name: profile.data.contact_name })}
        </p>
      )}
      <div className="account-cards">
        <RecentOrders />
        <OpenRfqs />
        <CreditSummary />
        <ApiAccessCard profile={profile} />
      </div>
    </>
  );
}
