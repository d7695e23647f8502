import { and, asc, count, desc, eq, gte, ilike, inArray, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/open.ts';
import { orderLines, orders } from '../../platform/db/schema/index.ts';
import type { OrderRow } from './apply-order-event.ts';

type OrderLineRow = typeof orderLines.$inferSelect;

export interface OrderFilter {
  userId?: number;
  state?: number;
  /** Part of the order number, any case. */
  orderSn?: string;
  /** Placed on or after this UTC day (yyyy-mm-dd). */
  startDate?: string;
  /** Placed on or before this UTC day. */
  endDate?: string;
}

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 3600_000);

function whereOf(filter: OrderFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.userId !== undefined) conditions.push(eq(orders.userId, filter.userId));
  if (filter.state !== undefined) conditions.push(eq(orders.state, filter.state));
  if (filter.orderSn) conditions.push(ilike(orders.orderSn, `%${likeEscaped(filter.orderSn)}%`));
  if (filter.startDate) conditions.push(gte(orders.createTime, new Date(`${filter.startDate}T00:00:00Z`)));
  if (filter.endDate) conditions.push(lt(orders.createTime, nextDay(filter.endDate)));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** One page of orders, newest first, with each order's lines, and how many orders match. */
export async function findOrders(db: Database, filter: OrderFilter, page: number, pageSize: number) {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createTime), desc(orders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ count: count() }).from(orders).where(where),
  ]);
  const lines = rows.length > 0 ? await db.select().from(orderLines).where(inArray(orderLines.orderId, rows.map((row) => row.id))).orderBy(asc(orderLines.id)) : [];
  const linesOf = new Map<number, OrderLineRow[]>();
  for (const line of lines) linesOf.set(line.orderId, [...(linesOf.get(line.orderId) ?? []), line]);
  return { orders: rows.map((order) => ({ order, lines: linesOf.get(order.id) ?? [] })), total: Number(total?.count ?? 0) };
}

/** An order by its number, only when it belongs to the user (when one is given). */
export async function findOrder(db: Database, orderSn: string, userId?: number): Promise<OrderRow | undefined> {
  return db.query.orders.findFirst({
    where: (table, { and: both, eq: equals }) => (userId === undefined ? equals(table.orderSn, orderSn) : both(equals(table.orderSn, orderSn), equals(table.userId, userId))),
  });
}

export async function linesOfOrder(db: Database, orderId: number): Promise<OrderLineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
}
