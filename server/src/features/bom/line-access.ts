import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/open.ts';
import { queryRows } from '../../platform/db/sql-rows.ts';
import { notFound } from '../../platform/http/errors.ts';
import { bomForEdit, ownBom, type BomRow } from './bom-access.ts';
import { readLineRows, type BomLineRow } from './bom-reads.ts';
import { bomMessages } from './messages.ts';

/** The BOM a line belongs to, when the line is in one of the buyer's BOMs. */
async function bomIdOfLine(db: Database, sourceId: number, userId: number): Promise<number> {
  const [row] = await queryRows<{ bom_id: number }>(db, sql`select l.bom_id from bom_lines l join boms b on b.id = l.bom_id where l.id = ${sourceId} and b.user_id = ${userId}`);
  if (!row) throw notFound(bomMessages.lineNotFound);
  return row.bom_id;
}

/** A line of the buyer's, with its BOM (for reading). */
export async function ownLine(db: Database, sourceId: number, userId: number): Promise<{ bom: BomRow; line: BomLineRow }> {
  const bom = await ownBom(db, await bomIdOfLine(db, sourceId, userId), userId);
  const [line] = await readLineRows(db, bom.id, sql`b.id = ${sourceId}`);
  if (!line) throw notFound(bomMessages.lineNotFound);
  return { bom, line };
}

/** A line of the buyer's with its BOM locked for a change in this transaction. */
export async function lineForEdit(tx: Database, sourceId: number, userId: number, now: Date, bomId?: number): Promise<{ bom: BomRow; line: BomLineRow }> {
  const owningBom = await bomIdOfLine(tx, sourceId, userId);
  if (bomId !== undefined && owningBom !== bomId) throw notFound(bomMessages.lineNotFound);
  const bom = await bomForEdit(tx, owningBom, userId, now);
  const [line] = await readLineRows(tx, bom.id, sql`b.id = ${sourceId}`);
  if (!line) throw notFound(bomMessages.lineNotFound);
  return { bom, line };
}
