import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/open.ts';
import { bankTransferReceipts, orderEvents, orders } from '../../../platform/db/schema/index.ts';
import { queryRows } from '../../../platform/db/sql-rows.ts';

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const amount = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * The transfers reported for an order (its reportTransfer events, newest
 * first), each with the receipt sent with it. `userId` limits them to the
 * buyer's own order; staff leave it out.
 */
export async function transferReports(db: Database, input: { orderSn: string; userId?: number; latestOnly?: boolean }) {
  const rows = await db
    .select({
      orderSn: orders.orderSn,
      eventId: orderEvents.id,
      details: orderEvents.details,
      submittedTime: orderEvents.createTime,
      receipt: {
        fileId: bankTransferReceipts.fileId,
        fileName: bankTransferReceipts.fileName,
        contentType: bankTransferReceipts.contentType,
        size: bankTransferReceipts.size,
      },
    })
    .from(orders)
    .innerJoin(orderEvents, and(eq(orderEvents.orderId, orders.id), eq(orderEvents.event, 'reportTransfer')))
    .leftJoin(bankTransferReceipts, eq(bankTransferReceipts.reportEventId, orderEvents.id))
    .where(and(eq(orders.orderSn, input.orderSn), input.userId === undefined ? undefined : eq(orders.userId, input.userId)))
    .orderBy(desc(orderEvents.id))
    .limit(input.latestOnly ? 1 : 100);
  return rows.map(({ details, ...row }) => ({
    ...row,
    // Demo reports written by the seed carry the reference as `reference`.
    remittanceReference: text(details.remittanceReference) ?? text(details.reference) ?? '',
    payerName: text(details.payerName),
    paidAmount: amount(details.paidAmount),
    transferDate: text(details.transferDate),
    receiptUrl: text(details.receiptUrl),
  }));
}

/** The id of the report just recorded for the order (its newest reportTransfer event), in the report's transaction. */
export async function latestReportEventId(tx: Database, orderId: number): Promise<number> {
  const [event] = await queryRows<{ id: number }>(tx, sql`select id from order_events where order_id = ${orderId} and event = 'reportTransfer' order by id desc limit 1`);
  if (!event) throw new Error(`The transfer report of order ${orderId} was not recorded`);
  return event.id;
}
