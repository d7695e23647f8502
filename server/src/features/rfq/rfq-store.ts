import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/open.ts';
import { countries, goods, rfqItems, rfqs } from '../../platform/db/schema/index.ts';

export interface NewRfqItem {
  partNumber: string;
  manufacturer: string;
  package: string;
  dateCode: string;
  qty: number;
  goodsId: number | null;
  targetPrice: number | null;
  deliveryPlanDate: string | null;
}

export interface NewRfq {
  userId: number | null;
  source: 1 | 2;
  contactName: string;
  companyName: string;
  email: string;
  telephone: string;
  countryId: number | null;
  remark: string;
  currencyCode: string;
  currencySymbol: string;
  locale: string;
  clientAddress: string;
  items: NewRfqItem[];
}

export interface CreatedRfq {
  id: number;
  rfqSn: string;
  createTime: Date;
}

/** The number quoted to the buyer: RFQ, the UTC day it was sent and the id (RFQ20261122050007). */
export function rfqNumber(id: number, createTime: Date): string {
  return `RFQ${createTime.toISOString().slice(0, 10).replaceAll('-', '')}${String(id).padStart(6, '0')}`;
}

export async function countryExists(db: Database, countryId: number): Promise<boolean> {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId)).limit(1);
  return row !== undefined;
}

/**
 * The catalog parts the lines name, with the package a quick RFQ does not
 * ask for. Lines naming a part that is gone (an old RFQ list in the browser)
 * are kept as typed-in lines rather than refused: the buyer still wants a
 * quote for that part number.
 */
export async function catalogParts(db: Database, ids: Array<number | null | undefined>): Promise<Map<number, { package: string }>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: goods.id, package: goods.package }).from(goods).where(inArray(goods.id, wanted));
  return new Map(rows.map((row) => [row.id, { package: row.package }]));
}

/** Writes the RFQ and its lines; call it inside the transaction that also queues its mail. */
export async function insertRfq(db: Database, rfq: NewRfq, now: Date): Promise<CreatedRfq> {
  // The number contains the id, so the id is drawn first.
  const result = (await db.execute(sql`select nextval(pg_get_serial_sequence('rfqs', 'id'))::int as id`)) as unknown as { rows: Array<{ id: number }> };
  const id = Number(result.rows[0]!.id);
  const rfqSn = rfqNumber(id, now);
  const { items, ...head } = rfq;
  await db.insert(rfqs).values({ ...head, id, rfqSn, state: 0, createTime: now, updateTime: now });
  await db.insert(rfqItems).values(items.map((item, position) => ({ ...item, rfqId: id, position })));
  return { id, rfqSn, createTime: now };
}
