import { UserCreditState } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';
import { pages } from '@/platform/pages/page-catalog.ts';
import { Fact } from '@/ui/Fact.tsx';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { accountDay } from './account-dates.ts';
import { useCreditQuery } from './account-queries.ts';
import { creditMoney, hasCreditLine } from './credit-figures.ts';
import { QueryBlock } from './QueryBlock.tsx';
import { creditStateLabel } from './state-labels.ts';

/** Net terms at a glance: where the line stands, what is left to spend, and anything overdue. */
export function CreditSummary() {
  const query = useCreditQuery();
  return (
    <section className="account-card" aria-labelledby="account-credit-title">
      <h2 id="account-credit-title" className="account-card-title">
        {m.account_creditTitle()}
      </h2>
      <QueryBlock query={query}>
        {(credit) => (
          <>
            <p>
              <span className={`account-state account-credit-state-${credit.credit_state}`} data-testid="credit-state">
                {creditStateLabel[credit.credit_state]()}
              </span>
            </p>
            {hasCreditLine(credit) ? (
              <dl className="account-facts">
                <Fact term={m.account_creditRemaining()}>{creditMoney(credit, credit.remaining_credit_amount)}</Fact>
                <Fact term={m.account_creditLimit()}>{creditMoney(credit, credit.credit_amount)}</Fact>
                {credit.bill_overdue_amount > 0 && (
                  <Fact term={m.account_creditOverdue()} className="account-overdue">{creditMoney(credit, credit.bill_overdue_amount)}</Fact>
                )}
              </dl>
            ) : credit.credit_state === UserCreditState.Pending && credit.apply_time ? (
              <p className="account-muted">{m.account_creditPendingSince({ date: accountDay(credit.apply_time) })}</p>
            ) : (
              <p className="account-muted">{m.account_creditInvite()}</p>
            )}
          </>
        )}
      </QueryBlock>
      <LocalLink to={pages.accountNetTerms.path} className="account-card-link">
        {m.account_creditDetails()}
      </LocalLink>
    </section>
  );
}
