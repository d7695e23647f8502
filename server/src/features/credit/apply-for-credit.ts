import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/open.ts';
import { creditApplications } from '../../platform/db/schema/index.ts';
import { queryRows } from '../../platform/db/sql-rows.ts';
import { conflict, invalidField } from '../../platform/http/errors.ts';
import { signedIn, type Handler } from '../../platform/http/handler.ts';
import type { AuthUser } from '../identity/index.ts';
import { readUserCredit } from './credit-reads.ts';
import type { CreditDeps } from './deps.ts';
import { creditMessages } from './messages.ts';

/**
 * Puts the account's credit into review. The line row moves to pending only
 * from nothing or a refusal, in one conditional statement, so two
 * applications sent at once cannot both pass; a pending or existing line is 409.
 */
export const applyForCredit = (deps: CreditDeps): Handler<'applyForCredit', AuthUser> => async ({ user, body, say }) => {
  const { userId } = signedIn(user);
  const tradeReferences = (body.trade_references ?? '').trim();
  const remark = (body.remark ?? '').trim();
  if (!tradeReferences && !remark) throw invalidField('trade_references', creditMessages.referencesOrRemark);
  if (!deps.currencies.find(body.currency_code)) throw invalidField('currency_code', creditMessages.currencyNotOffered);
  const now = deps.now();
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [moved] = await queryRows<{ user_id: number }>(
      tx,
      sql`insert into credit_lines (user_id, state, apply_time) values (${userId}, 1, ${now})
          on conflict (user_id) do update set state = 1, apply_time = excluded.apply_time, approve_time = null, reject_reason = null
          where credit_lines.state = 3
          returning user_id`,
    );
    if (!moved) {
      const [line] = await queryRows<{ state: number }>(tx, sql`select state from credit_lines where user_id = ${userId}`);
      throw conflict(line?.state === 1 ? creditMessages.applicationPending : creditMessages.lineExists);
    }
    await tx.insert(creditApplications).values({
      userId,
      companyName: body.company_name.trim(),
      requestedAmount: body.requested_amount,
      currencyCode: body.currency_code,
      expectedMonthlyVolume: body.expected_monthly_volume,
      tradeReferences,
      remark,
      submitTime: now,
    });
  });
  say(creditMessages.applied);
  return readUserCredit(deps.db, userId, now, deps.currencies);
};
