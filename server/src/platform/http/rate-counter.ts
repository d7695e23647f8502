import { sql } from 'drizzle-orm';
import type { Database } from '../db/open.ts';
import { queryRows } from '../db/sql-rows.ts';
import type { Timer } from '../timers.ts';

/** A limit: at most `limit` calls per fixed window of `windowSeconds`, named as clients see it in the RateLimit fields. */
export interface RateLimitRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

/** Where one key stands against a rule after a call was counted. */
export interface RateStanding {
  rule: RateLimitRule;
  /** Calls left in this window (0 once over). */
  remaining: number;
  /** Seconds until the window starts again (at least 1). */
  resetSeconds: number;
  exceeded: boolean;
}

/**
 * Counts one call of `key` against `rule` in the database, so every server
 * process shares the count: one conditional upsert that starts a new window
 * at this call when the stored one has ended, and adds one to it otherwise.
 * A key's window starts with its first call.
 */
export async function countCall(db: Database, rule: RateLimitRule, key: string, at: Date): Promise<RateStanding> {
  const windowMs = rule.windowSeconds * 1000;
  const ended = new Date(at.getTime() - windowMs).toISOString();
  const [row] = await queryRows<{ hits: number; window_start: Date | string }>(
    db,
    sql`insert into rate_limit_counters (bucket, window_start, hits) values (${counterBucket(rule.name, key)}, ${at.toISOString()}, 1)
        on conflict (bucket) do update set
          hits = case when rate_limit_counters.window_start > ${ended} then rate_limit_counters.hits + 1 else 1 end,
          window_start = case when rate_limit_counters.window_start > ${ended} then rate_limit_counters.window_start else excluded.window_start end
        returning hits, window_start`,
  );
  const hits = Number(row?.hits ?? 1);
  const windowStart = row ? new Date(row.window_start).getTime() : at.getTime();
  return {
    rule,
    remaining: Math.max(0, rule.limit - hits),
    resetSeconds: Math.max(1, Math.ceil((windowStart + windowMs - at.getTime()) / 1000)),
    exceeded: hits > rule.limit,
  };
}

const counterBucket = (ruleName: string, key: string) => `${ruleName}:${key}`;

/** Forgets a key's count (a successful sign-in forgives the failed ones). */
export async function forgetCount(db: Database, ruleName: string, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limit_counters where bucket = ${counterBucket(ruleName, key)}`);
}

/** The longest window any rule uses (daily limits); counters older than this and an hour are of no use. */
const LONGEST_WINDOW_MS = 24 * 3600_000;

/** Drops counters whose window has surely ended, every ten minutes. */
export function rateCounterCleanup(db: Database): Timer {
  return {
    name: 'rate-limit-counters',
    everyMs: 10 * 60_000,
    runDue: async (now) => {
      const rows = await queryRows<{ bucket: string }>(
        db,
        sql`delete from rate_limit_counters where window_start < ${new Date(now.getTime() - LONGEST_WINDOW_MS - 3600_000).toISOString()} returning bucket`,
      );
      return rows.length;
    },
  };
}

/** The IETF draft's fields (draft-ietf-httpapi-ratelimit-headers): every policy that applies, and the one closest to running out. */
export function rateLimitFields(standings: RateStanding[]): { 'RateLimit-Policy': string; RateLimit: string } {
  const tightest = standings.reduce((worst, standing) =>
    standing.remaining < worst.remaining || (standing.remaining === worst.remaining && standing.resetSeconds > worst.resetSeconds) ? standing : worst,
  );
  return {
    'RateLimit-Policy': standings.map(({ rule }) => `"${rule.name}";q=${rule.limit};w=${rule.windowSeconds}`).join(', '),
    RateLimit: `"${tightest.rule.name}";r=${tightest.remaining};t=${tightest.resetSeconds}`,
  };
}
