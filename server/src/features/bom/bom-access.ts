import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/open.ts';
import { queryRows } from '../../platform/db/sql-rows.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import { bomMessages } from './messages.ts';

/** A matching run that has not finished after this long is taken as crashed: the BOM may be edited and matched again. */
export const MATCHING_LEASE_MS = 120_000;

export interface BomRow {
  id: number;
  user_id: number;
  name: string;
  file_name: string | null;
  header_cells: string[];
  /** Which uploaded column held each field ({ part_number_column: 0, … }). */
  column_mapping: Record<string, number>;
  set_count: number;
  attrition_percent: number;
  state: number;
  matching_since: Date | string | null;
  create_time: Date | string;
  update_time: Date | string;
  matched_time: Date | string | null;
}

export const BOM_COLUMNS = sql.raw('id, user_id, name, file_name, header_cells, column_mapping, set_count, attrition_percent, state, matching_since, create_time, update_time, matched_time');

/** The buyer's BOM; another buyer's BOM answers as if it did not exist. */
export async function ownBom(db: Database, bomId: number, userId: number): Promise<BomRow> {
  const [bom] = await queryRows<BomRow>(db, sql`select ${BOM_COLUMNS} from boms where id = ${bomId} and user_id = ${userId}`);
  if (!bom) throw notFound(bomMessages.bomNotFound);
  return bom;
}

const matchingNow = (bom: BomRow, now: Date) => bom.state === 1 && bom.matching_since !== null && now.getTime() - new Date(bom.matching_since).getTime() < MATCHING_LEASE_MS;

/**
 * The buyer's BOM, locked for a change in this transaction: the row lock
 * orders concurrent edits from every server process; a BOM in a live
 * matching run refuses with 409.
 */
export async function bomForEdit(tx: Database, bomId: number, userId: number, now: Date): Promise<BomRow> {
  const [bom] = await queryRows<BomRow>(tx, sql`select ${BOM_COLUMNS} from boms where id = ${bomId} and user_id = ${userId} for update`);
  if (!bom) throw notFound(bomMessages.bomNotFound);
  if (matchingNow(bom, now)) throw conflict(bomMessages.matchingInProgress);
  return bom;
}

/** Marks a change on the BOM (its list sorts and shows by it). */
export async function touchBom(tx: Database, bomId: number, now: Date): Promise<void> {
  await tx.execute(sql`update boms set update_time = ${now.toISOString()} where id = ${bomId}`);
}
