import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/open.ts';
import { queryRows } from '../../platform/db/sql-rows.ts';
import type { Timer } from '../../platform/timers.ts';
import { REQUEST_KEY_LIFETIME_MS } from './request-keys.ts';

/** Keys deleted per round; the rest wait for the next round (or another server process). */
const BATCH = 500;

/**
 * Deletes idempotency keys past their 24 hours: a key that old already counts
 * as new when it comes back (startKeyedRequest takes it over), so its row only
 * holds a stored answer nobody may replay. Rows are claimed with FOR UPDATE
 * SKIP LOCKED, so two server processes never delete the same batch, and a
 * request taking the key over at that moment either wins or waits.
 */
export function requestKeyCleanup(db: Database): Timer {
  return {
    name: 'idempotency-key-cleanup',
    everyMs: 15 * 60_000,
    runDue: async (now) => {
      const expired = new Date(now.getTime() - REQUEST_KEY_LIFETIME_MS).toISOString();
      const deleted = await queryRows<{ user_id: number }>(
        db,
        sql`delete from order_request_keys
          where (user_id, request_key) in (
            select user_id, request_key from order_request_keys
            where create_time <= ${expired}::timestamptz
            order by create_time
            limit ${BATCH}
            for update skip locked
          )
          returning user_id`,
      );
      return deleted.length;
    },
  };
}
