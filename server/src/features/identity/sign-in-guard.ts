import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/open.ts';
import { queryRows } from '../../platform/db/sql-rows.ts';
import type { Timer } from '../../platform/timers.ts';

/**
 * Password guessing is slowed where it comes from, never by locking the
 * account (ADR 88): each account and address pair gets a few free tries,
 * then waits longer after every failure; failures from anywhere make the
 * account ask for an image captcha, which its owner can solve from any
 * address. Every count lives in the database, so all server processes
 * agree and a restart forgives nothing.
 */
export const SIGN_IN_GUARD = {
  /** Failures of one account, from any address, after which every sign-in to it needs a captcha. */
  captchaAfterFailures: 3,
  /** How long an account's failures are remembered. */
  accountMemorySeconds: 15 * 60,
  /** Failures a pair may make before it has to wait. */
  freeFailures: 3,
  /** The longest wait between a pair's attempts. */
  longestDelaySeconds: 15 * 60,
  /** A pair that has not failed for this long starts over. */
  pairMemorySeconds: 60 * 60,
} as const;

/** Seconds a pair waits before its next attempt after `failures` failures: none at first, then 2, 4, 8 … up to 15 minutes. */
export function delayAfterFailures(failures: number): number {
  if (failures < SIGN_IN_GUARD.freeFailures) return 0;
  return Math.min(2 ** (failures - SIGN_IN_GUARD.freeFailures + 1), SIGN_IN_GUARD.longestDelaySeconds);
}

/** delayAfterFailures(1 … n) as a PostgreSQL array literal: the claim's upsert looks the delay up in it (index n = after n failures). */
const DELAYS = Array.from({ length: 16 }, (_unused, index) => delayAfterFailures(index + 1));
const DELAYS_TEXT = `{${DELAYS.join(',')}}`;

const pairBucket = (account: string, address: string) => `pair:${account}@${address}`;
const accountBucket = (account: string) => `account:${account}`;
const iso = (at: Date) => at.toISOString();
const later = (at: Date, seconds: number) => new Date(at.getTime() + seconds * 1000);

/**
 * Claims one attempt for the pair, or says how many seconds it must wait.
 * The claim assumes the attempt fails and moves the pair's next allowed
 * moment on by that failure's delay, in one conditional upsert: two
 * attempts sent at once after the free ones cannot both get through.
 */
export async function claimAttempt(db: Database, account: string, address: string, now: Date): Promise<{ waitSeconds: number }> {
  const forgetBefore = iso(new Date(now.getTime() - SIGN_IN_GUARD.pairMemorySeconds * 1000));
  // The pair's failures so far, counted from nothing once it has not failed for a while.
  const failures = sql`(case when sign_in_failures.last_failure_at < ${forgetBefore} then 0 else sign_in_failures.failures end)`;
  const claimed = await queryRows<{ failures: number }>(
    db,
    sql`insert into sign_in_failures (bucket, failures, last_failure_at, not_before)
        values (${pairBucket(account, address)}, 0, null, ${iso(later(now, delayAfterFailures(1)))})
        on conflict (bucket) do update set
          failures = ${failures},
          not_before = ${iso(now)}::timestamptz + make_interval(secs => (${DELAYS_TEXT}::int[])[least(${failures} + 1, ${DELAYS.length})])
        where sign_in_failures.not_before <= ${iso(now)} or sign_in_failures.last_failure_at < ${forgetBefore}
        returning failures`,
  );
  if (claimed.length > 0) return { waitSeconds: 0 };
  const [row] = await queryRows<{ not_before: Date | string }>(db, sql`select not_before from sign_in_failures where bucket = ${pairBucket(account, address)}`);
  const waitMs = row ? new Date(row.not_before).getTime() - now.getTime() : 0;
  return { waitSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/** Counts a failed attempt for the pair and the account; returns whether the account now asks for a captcha. */
export async function recordFailure(db: Database, account: string, address: string, now: Date): Promise<boolean> {
  await db.execute(sql`update sign_in_failures set failures = failures + 1, last_failure_at = ${iso(now)} where bucket = ${pairBucket(account, address)}`);
  const forgetBefore = new Date(now.getTime() - SIGN_IN_GUARD.accountMemorySeconds * 1000);
  const [row] = await queryRows<{ failures: number }>(
    db,
    sql`insert into sign_in_failures (bucket, failures, last_failure_at, not_before) values (${accountBucket(account)}, 1, ${iso(now)}, ${iso(now)})
        on conflict (bucket) do update set
          failures = case when sign_in_failures.last_failure_at < ${iso(forgetBefore)} then 1 else sign_in_failures.failures + 1 end,
          last_failure_at = excluded.last_failure_at
        returning failures`,
  );
  return Number(row?.failures ?? 0) >= SIGN_IN_GUARD.captchaAfterFailures;
}

/** Whether the account's recent failures call for a captcha before its next sign-in. */
export async function captchaRequired(db: Database, account: string, now: Date): Promise<boolean> {
  const forgetBefore = new Date(now.getTime() - SIGN_IN_GUARD.accountMemorySeconds * 1000);
  const [row] = await queryRows<{ failures: number }>(
    db,
    sql`select failures from sign_in_failures where bucket = ${accountBucket(account)} and last_failure_at >= ${iso(forgetBefore)}`,
  );
  return Number(row?.failures ?? 0) >= SIGN_IN_GUARD.captchaAfterFailures;
}

/** A successful sign-in (or a password reset) forgives the account's failures and the pair's. */
export async function forgiveFailures(db: Database, account: string, address?: string): Promise<void> {
  const buckets = address === undefined ? [accountBucket(account)] : [accountBucket(account), pairBucket(account, address)];
  await db.execute(sql`delete from sign_in_failures where bucket in (${sql.join(buckets.map((bucket) => sql`${bucket}`), sql`, `)})`);
}

/** Drops rows no rule remembers any more, every ten minutes. */
export function signInFailureCleanup(db: Database): Timer {
  return {
    name: 'sign-in-failures',
    everyMs: 10 * 60_000,
    runDue: async (now) => {
      const before = new Date(now.getTime() - Math.max(SIGN_IN_GUARD.pairMemorySeconds, SIGN_IN_GUARD.accountMemorySeconds) * 1000 - SIGN_IN_GUARD.longestDelaySeconds * 1000);
      const rows = await queryRows<{ bucket: string }>(db, sql`delete from sign_in_failures where coalesce(last_failure_at, not_before) < ${iso(before)} returning bucket`);
      return rows.length;
    },
  };
}
