import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/open.ts';
import { queryRows } from '../../platform/db/sql-rows.ts';
import { conflict, invalidField, notFound } from '../../platform/http/errors.ts';
import { isoTime } from '../../platform/iso-time.ts';
import { recordOperatorAction, type Operator } from '../../platform/operator/operator-actions.ts';
import type { IdentityDeps } from './deps.ts';
import { identityMessages } from './messages.ts';

/** UserApiAccessState by name. */
const ACCESS_STATES = { 0: 'not applied', 1: 'pending', 2: 'approved', 3: 'refused', 4: 'revoked' } as const;
type AccessState = keyof typeof ACCESS_STATES;
export type ApiAccessStateName = (typeof ACCESS_STATES)[AccessState];

/** What staff may do to partner API access, and from which states: the one place these moves are decided. */
export const API_ACCESS_REVIEW = {
  approve: { from: [1], to: 2 },
  refuse: { from: [1], to: 3 },
  revoke: { from: [2], to: 4 },
} as const satisfies Record<string, { from: readonly AccessState[]; to: AccessState }>;
export type ApiAccessAction = keyof typeof API_ACCESS_REVIEW;

const nameOf = (state: number) => ACCESS_STATES[state as AccessState] ?? String(state);

export interface ApiApplicationRow {
  user_id: number;
  email: string;
  state: ApiAccessStateName;
  application_id: number | null;
  company_name: string;
  expected_volume: string | null;
  expected_daily_calls: number | null;
  submit_time: string | null;
  review_time: string | null;
  reject_reason: string | null;
}

/**
 * Staff's review of partner API access: approve or refuse a pending
 * application, revoke approved access (its partner sessions end with it).
 * The account's `api_access` and its newest application move together, in
 * one transaction with the operator_actions record; the profile shows the
 * result.
 */
export function apiAccessOperator(deps: IdentityDeps) {
  async function review(action: ApiAccessAction, userId: number, operator: Operator, reason: string | null): Promise<ApiApplicationRow> {
    const rule = API_ACCESS_REVIEW[action];
    const at = deps.now();
    await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const [moved] = await queryRows<{ id: number }>(
        tx,
        sql`update users set api_access = ${rule.to}
            where id = ${userId} and api_access = any(${`{${rule.from.join(',')}}`}::int[]) returning id`,
      );
      if (!moved) {
        const [account] = await queryRows<{ api_access: number }>(tx, sql`select api_access from users where id = ${userId}`);
        if (!account) throw notFound(identityMessages.accountNotFound, { userId });
        throw conflict(identityMessages.apiReviewRefused, { action, userId, state: nameOf(account.api_access), allowed: rule.from.map(nameOf).join(' or ') });
      }
      const decided: SQL = action === 'revoke' ? sql`` : sql`, review_time = ${at}, reject_reason = ${reason}`;
      await tx.execute(
        sql`update api_applications set state = ${rule.to}${decided}
            where id = (select id from api_applications where user_id = ${userId} order by submit_time desc, id desc limit 1)`,
      );
      if (action === 'revoke') await tx.execute(sql`update sessions set revoked_at = ${at} where user_id = ${userId} and kind = 'partner' and revoked_at is null`);
      await recordOperatorAction(tx, { operator, action: `api-access.${action}`, target: `user:${userId}`, details: reason ? { reason } : {}, at });
    });
    return (await listApplications(deps.db, { userId }))[0]!;
  }

  return {
    list: (input: { state?: ApiAccessStateName }) => listApplications(deps.db, input),
    approve: (input: { userId: number }, operator: Operator) => review('approve', input.userId, operator, null),
    refuse: async (input: { userId: number; reason: string }, operator: Operator) => {
      if (!input.reason?.trim()) throw invalidField('reason', 'is required: it is kept with the application');
      return review('refuse', input.userId, operator, input.reason.trim());
    },
    revoke: (input: { userId: number; reason?: string }, operator: Operator) => review('revoke', input.userId, operator, input.reason ?? null),
  };
}

/** Accounts that applied for API access (or one account), with their newest application, newest first. */
async function listApplications(db: Database, input: { state?: ApiAccessStateName; userId?: number }): Promise<ApiApplicationRow[]> {
  const state = input.state === undefined ? null : Number(Object.entries(ACCESS_STATES).find(([, name]) => name === input.state)?.[0]);
  const rows = await queryRows<Omit<ApiApplicationRow, 'state' | 'submit_time' | 'review_time'> & { state: number; submit_time: Date | null; review_time: Date | null }>(
    db,
    sql`select u.id as user_id, u.email, u.api_access as state, a.id as application_id, coalesce(a.company_name, u.company_name) as company_name,
               a.expected_volume, a.expected_daily_calls, a.submit_time, a.review_time, a.reject_reason
        from users u
        left join lateral (select * from api_applications a where a.user_id = u.id order by a.submit_time desc, a.id desc limit 1) a on true
        where ${input.userId === undefined ? sql`u.api_access <> 0` : sql`u.id = ${input.userId}`}
          and ${state === null ? sql`true` : sql`u.api_access = ${state}`}
        order by a.submit_time desc nulls last, u.id`,
  );
  return rows.map((row) => ({ ...row, state: nameOf(row.state) as ApiAccessStateName, submit_time: isoTime(row.submit_time), review_time: isoTime(row.review_time) }));
}
