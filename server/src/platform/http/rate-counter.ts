import { sql } from 'drizzle-orm';
import type { Database } from '../db/open.ts';
import { queryRows } from '../db/sql-rows.ts';

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
 * when the stored one has ended and adds one to it otherwise. Windows are
 * fixed and aligned to the epoch, so every process agrees when they start.
 */
export async function countCall(db: Database, rule: RateLimitRule, key: string, at: Date): Promise<RateStanding> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(at.getTime() / windowMs) * windowMs);
  const [row] = await queryRows<{ hits: number }>(
    db,
    sql`insert into rate_limit_counters (bucket, window_start, hits) values (${`${rule.name}:${key}`}, ${windowStart.toISOString()}, 1)
        on conflict (bucket) do update set
          hits = case when rate_limit_counters.window_start >= excluded.window_start then rate_limit_counters.hits + 1 else 1 end,
          window_start = greatest(rate_limit_counters.window_start, excluded.window_start)
        returning hits`,
  );
  const hits = Number(row?.hits ?? 1);
  return {
    rule,
    remaining: Math.max(0, rule.limit - hits),
    resetSeconds: Math.max(1, Math.ceil((windowStart.getTime() + windowMs - at.getTime()) / 1000)),
    exceeded: hits > rule.limit,
  };
}

/** Forgets counters whose window ended before `before`; returns how many went. */
export async function dropEndedCounters(db: Database, before: Date): Promise<number> {
  const rows = await queryRows<{ bucket: string }>(db, sql`delete from rate_limit_counters where window_start < ${before.toISOString()} returning bucket`);
  return rows.length;
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
