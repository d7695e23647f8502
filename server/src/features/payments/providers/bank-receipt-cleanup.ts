import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/open.ts';
import { queryRows } from '../../../platform/db/sql-rows.ts';
import type { Timer } from '../../../platform/timers.ts';
import { RECEIPT_LIMITS } from './bank-receipt-files.ts';

/** Unused receipts deleted per round; the rest wait for the next one. */
const BATCH = 200;

/**
 * Deletes transfer receipts no report took within their 24 hours: bank
 * papers are kept only while they serve a report. Rows are claimed with
 * FOR UPDATE SKIP LOCKED, so two server processes never handle the same
 * file, and a report attaching a receipt at that moment either wins (the
 * row no longer matches) or waits.
 */
export function unusedReceiptCleanup(db: Database): Timer {
  return {
    name: 'bank-receipt-cleanup',
    everyMs: 15 * 60_000,
    runDue: async (now) => {
      const expired = new Date(now.getTime() - RECEIPT_LIMITS.validHours * 3_600_000);
      const deleted = await queryRows<{ id: number }>(
        db,
        sql`
        delete from bank_transfer_receipts
        where id in (
          select id from bank_transfer_receipts
          where report_event_id is null and create_time < ${expired.toISOString()}::timestamptz
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
