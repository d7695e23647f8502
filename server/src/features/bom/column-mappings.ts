import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/open.ts';
import { queryRows } from '../../platform/db/sql-rows.ts';
import { headerSignature } from './files/header-signature.ts';

/** The columns of a mapping ({ part_number_column: 0, … }), as stored. */
export type StoredMapping = Record<string, number>;

/** Keeps the buyer's mapping for this header, for their next upload of the same export (ADR 87). */
export async function rememberMapping(tx: Database, userId: number, headerCells: readonly string[], mapping: StoredMapping, now: Date): Promise<void> {
  await tx.execute(
    sql`insert into bom_column_mappings (user_id, header_signature, mapping, update_time)
        values (${userId}, ${headerSignature(headerCells)}, ${JSON.stringify(mapping)}::jsonb, ${now.toISOString()})
        on conflict (user_id, header_signature) do update set mapping = excluded.mapping, update_time = excluded.update_time`,
  );
}

/** The mapping the buyer chose last time for this header, or null. */
export async function rememberedMapping(db: Database, userId: number, headerCells: readonly string[]): Promise<StoredMapping | null> {
  const [row] = await queryRows<{ mapping: StoredMapping }>(
    db,
    sql`select mapping from bom_column_mappings where user_id = ${userId} and header_signature = ${headerSignature(headerCells)}`,
  );
  return row?.mapping ?? null;
}
