import { sql } from 'drizzle-orm';
import type { components } from '@chipmart/generated/internal/types';
import type { Database } from '../../platform/db/open.ts';
import { intArray } from '../../platform/db/sql-rows.ts';
import type { LocaleCode } from '../../platform/i18n/locales.ts';
import type { Currency, CurrencyBook } from '../../platform/money/currency-book.ts';
import { ownBom } from './bom-access.ts';
import { lineContext, readLineFacts, readLineRows, toBomDetail, toBomLine } from './bom-reads.ts';

type BomLineUpdate = components['schemas']['BomLineUpdate'];

/** What a change answers: the BOM's new header and totals, and the lines it changed (read after the change committed). */
export async function lineUpdate(
  db: Database,
  target: { bomId: number; userId: number; lineIds: number[] },
  request: { locale: LocaleCode; currency: Currency; currencies: CurrencyBook },
): Promise<BomLineUpdate> {
  const bom = await ownBom(db, target.bomId, target.userId);
  const detail = toBomDetail(bom, await readLineFacts(db, bom.id), request.currency, request.currencies);
  if (target.lineIds.length === 0) return { bom: detail, lines: [] };
  const rows = await readLineRows(db, bom.id, sql`b.id = any(${intArray(target.lineIds)})`);
  const context = await lineContext(db, bom, request.locale, request.currency, request.currencies);
  return { bom: detail, lines: rows.map((row) => toBomLine(row, context)) };
}

/** Lines of this BOM among the ids; the ids that are not (another BOM's, or gone) come back too. */
export async function linesOfBom(tx: Database, bomId: number, ids: number[]): Promise<{ found: number[]; missing: number[] }> {
  const rows = (await tx.execute(sql`select id from bom_lines where bom_id = ${bomId} and id = any(${intArray(ids)})`)) as unknown as { rows: Array<{ id: number }> };
  const found = new Set(rows.rows.map((row) => row.id));
  return { found: ids.filter((id) => found.has(id)), missing: ids.filter((id) => !found.has(id)) };
}
