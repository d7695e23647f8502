import type { UserCredit } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';
import { accountDay } from './account-dates.ts';
import { creditMoney, usedShare } from './credit-figures.ts';

/** The line's limit, what is used and left, its payment term, the current period's end and anything overdue. */
export function CreditLine({ credit }: { credit: UserCredit }) {
  const share = usedShare(credit);
  return (
    <>
      <dl className="account-facts account-facts-wide" data-testid="credit-line">
        <div>
          <dt>{m.account_creditLimit()}</dt>
          <dd>{creditMoney(credit, credit.credit_amount)}</dd>
        </div>
        <div>
          <dt>{m.account_creditUsed()}</dt>
          <dd>{creditMoney(credit, credit.used_credit_amount)}</dd>
        </div>
        <div>
          <dt>{m.account_creditRemaining()}</dt>
          <dd>{creditMoney(credit, credit.remaining_credit_amount)}</dd>
        </div>
        <div>
          <dt>{m.account_creditTerm()}</dt>
          <dd>{m.account_creditTermDays({ days: credit.period_days })}</dd>
        </div>
        {credit.bill_end_date && (
          <div>
            <dt>{m.account_creditPeriodEnd()}</dt>
            <dd>
              <time dateTime={credit.bill_end_date}>{accountDay(credit.bill_end_date)}</time>
            </dd>
          </div>
        )}
        <div className={credit.bill_overdue_amount > 0 ? 'account-overdue' : undefined}>
          <dt>{m.account_creditOverdue()}</dt>
          <dd>{creditMoney(credit, credit.bill_overdue_amount)}</dd>
        </div>
      </dl>
      <div className="account-usage" aria-hidden="true">
        <div className="account-usage-bar" style={{ width: `${share}%` }} />
      </div>
      <p className="account-muted">{m.account_creditUsedShare({ share })}</p>
    </>
  );
}
