import type { UserCredit } from '@chipmart/generated/internal/model/index';
import { UserCreditState } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';
import { Fact } from '@/ui/Fact.tsx';
import { accountDay } from './account-dates.ts';
import { useCreditQuery, useProfileQuery } from './account-queries.ts';
import { CreditApplyForm } from './CreditApplyForm.tsx';
import { CreditBills } from './CreditBills.tsx';
import { hasCreditLine, mayApplyForCredit } from './credit-figures.ts';
import { CreditLine } from './CreditLine.tsx';
import { QueryBlock } from './QueryBlock.tsx';
import { creditStateLabel } from './state-labels.ts';

const stateExplanation: Record<UserCredit['credit_state'], () => string> = {
  0: m.account_creditExplainNotApplied,
  1: m.account_creditExplainPending,
  2: m.account_creditExplainActive,
  3: m.account_creditExplainRejected,
  4: m.account_creditExplainFrozen,
};

/** /myaccount/net-terms: the credit line's state and figures, its bills, and the application when one may be made. */
export function NetTermsPage() {
  const credit = useCreditQuery();
  const profile = useProfileQuery();
  return (
    <QueryBlock query={credit}>
      {(line) => (
        <div className="account-stack">
          <section className="account-card" aria-labelledby="credit-state-title">
            <h2 id="credit-state-title" className="account-card-title">
              {m.account_creditStatus()}
            </h2>
            <p>
              <span className={`account-state account-credit-state-${line.credit_state}`} data-testid="credit-state">
                {creditStateLabel[line.credit_state]()}
              </span>
            </p>
            <p className="account-muted">{stateExplanation[line.credit_state]()}</p>
            {line.credit_state === UserCreditState.Rejected && line.reject_reason && (
              <p className="account-reason" data-testid="credit-reject-reason">
                {m.account_reason({ reason: line.reject_reason })}
              </p>
            )}
            <dl className="account-facts">
              {line.apply_time && (
                <Fact term={m.account_creditAppliedOn()}>
                  <time dateTime={line.apply_time}>{accountDay(line.apply_time)}</time>
                </Fact>
              )}
              {line.approve_time && (
                <Fact term={m.account_creditApprovedOn()}>
                  <time dateTime={line.approve_time}>{accountDay(line.approve_time)}</time>
                </Fact>
              )}
            </dl>
            {hasCreditLine(line) && <CreditLine credit={line} />}
          </section>
          {(hasCreditLine(line) || line.bills.length > 0) && (
            <section className="account-card" aria-labelledby="credit-bills-title">
              <h2 id="credit-bills-title" className="account-card-title">
                {m.account_billsTitle()}
              </h2>
              <CreditBills credit={line} now={new Date()} />
            </section>
          )}
          {mayApplyForCredit(line) && (
            <section className="account-card">
              {profile.isPending ? null : <CreditApplyForm profile={profile.data} />}
            </section>
          )}
        </div>
      )}
    </QueryBlock>
  );
}
