import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/open.ts';
import { queryRows } from '../../platform/db/sql-rows.ts';
import type { Timer } from '../../platform/timers.ts';
import { dueDateOf, endOfBillingPeriod } from './credit-reads.ts';

/** Lines billed per round; the rest wait for the next round. */
const LINES_PER_ROUND = 100;

/** First instant of the calendar month (UTC) `now` falls in: charges before it belong to an ended period. */
function startOfPeriod(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

interface PeriodCharges {
  period: string;
  first_charge: Date;
  ids: number[];
  order_sns: string[];
  total: string;
}

/** Puts one line's unbilled charges of ended periods on one bill per period; the line is locked by the caller. */
async function billLine(tx: Database, userId: number, periodDays: number, periodStart: Date): Promise<number> {
  const periods = await queryRows<PeriodCharges>(
    tx,
    sql`select to_char(date_trunc('month', charge_time at time zone 'UTC'), 'YYYYMM') as period,
               min(charge_time) as first_charge,
               array_agg(id order by charge_time, id) as ids,
               array_agg(order_sn order by charge_time, id) as order_sns,
               sum(amount)::text as total
        from credit_charges
        where user_id = ${userId} and bill_id is null and charge_time < ${periodStart}
        group by 1 order by 1`,
  );
  for (const charges of periods) {
    const billDate = endOfBillingPeriod(new Date(charges.first_charge));
    const [{ taken }] = (await queryRows<{ taken: number }>(
      tx,
      sql`select count(*)::int as taken from credit_bills where user_id = ${userId} and bill_sn like ${`BL${charges.period}-${userId}%`}`,
    )) as [{ taken: number }];
    const billSn = `BL${charges.period}-${userId}${taken > 0 ? `-${taken + 1}` : ''}`;
    const [bill] = await queryRows<{ id: number }>(
      tx,
      sql`insert into credit_bills (user_id, bill_sn, order_sns, bill_amount, paid_amount, bill_date, due_date)
          values (${userId}, ${billSn}, ${JSON.stringify(charges.order_sns)}::jsonb, ${charges.total}::numeric, 0, ${billDate},
                  ${dueDateOf(billDate, periodDays)})
          returning id`,
    );
    await tx.execute(sql`update credit_charges set bill_id = ${bill!.id} where id = any(${`{${charges.ids.join(',')}}`}::int[])`);
    await tx.execute(sql`update credit_lines set unbilled_amount = unbilled_amount - ${charges.total}::numeric where user_id = ${userId}`);
  }
  return periods.length;
}

/**
 * When a billing period (a calendar month, UTC) has ended, moves each line's
 * unbilled charges of it onto one bill: bill date the period's last second,
 * due `period_days` later. Lines are claimed with FOR UPDATE SKIP LOCKED, and
 * a charge once billed carries its bill, so two servers never bill twice.
 */
export function creditBillingTimer(db: Database): Timer {
  return {
    name: 'credit-billing',
    everyMs: 60_000,
    runDue: async (now) => {
      const periodStart = startOfPeriod(now);
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const lines = await queryRows<{ user_id: number; period_days: number }>(
          tx,
          sql`select l.user_id, l.period_days from credit_lines l
              where exists (select 1 from credit_charges c where c.user_id = l.user_id and c.bill_id is null and c.charge_time < ${periodStart})
              order by l.user_id limit ${LINES_PER_ROUND}
              for update of l skip locked`,
        );
        let bills = 0;
        for (const line of lines) bills += await billLine(tx, line.user_id, line.period_days, periodStart);
        return bills;
      });
    },
  };
}
