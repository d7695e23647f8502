import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/open.ts';
import { queryRows } from '../../platform/db/sql-rows.ts';
import type { Timer } from '../../platform/timers.ts';
import { HOUR_MS, SUPPLIER_LIMITS } from './limits.ts';

/** Unused licences deleted per round; the rest wait for the next one. */
const BATCH = 200;

/**
 * Deletes licences no application took within their 24 hours: company
 * papers are kept only as long as they serve an application. Rows are
 * claimed with FOR UPDATE SKIP LOCKED, so two server processes never
 * handle the same file, and an application attaching a file at that moment
 * either wins (the row no longer matches) or waits.
 */
export function unusedLicenseCleanup(db: Database): Timer {
  return {
    name: 'supplier-license-cleanup',
    everyMs: HOUR_MS / 4,
    runDue: async (now) => {
      const expired = new Date(now.getTime() - SUPPLIER_LIMITS.licenseValidHours * HOUR_MS);
      const deleted = await queryRows<{ id: number }>(
        db,
        sql`
        delete from supplier_license_files
        where id in (
          select id from supplier_license_files
          where application_id is null and create_time < ${expired.toISOString()}::timestamptz
          order by id
          limit ${BATCH}
          for update skip locked
        )
        returning id`,
      );
      return deleted.length;
    },
  };
}
