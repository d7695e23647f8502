import { sql } from 'drizzle-orm';
import type { components } from '@chipmart/generated/internal/types';
import { intArray, queryRows } from '../../platform/db/sql-rows.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import { signedIn, type Handler } from '../../platform/http/handler.ts';
import { isoTime } from '../../platform/iso-time.ts';
import type { Currency } from '../../platform/money/currency-book.ts';
import type { AuthUser } from '../identity/index.ts';
import { BOM_COLUMNS, MATCHING_LEASE_MS, ownBom, type BomRow } from './bom-access.ts';
import { lineContext, lineFigures, readLineFacts, readLineRows, toBomDetail, toBomLine, type BomLineFacts } from './bom-reads.ts';
import type { BomDeps } from './deps.ts';
import { linesToMatch } from './line-handlers.ts';
import { matchLines, storeMatches } from './match-lines.ts';
import { bomMessages } from './messages.ts';

type BomSummary = components['schemas']['BomSummary'];

/** A BOM as its list shows it: counts and the total priced now. */
async function bomSummary(deps: BomDeps, bom: BomRow, currency: Currency): Promise<BomSummary> {
  const detail = toBomDetail(bom, await readLineFacts(deps.db, bom.id), currency, deps.currencies);
  const { bom_id, bom_name, set_count, line_count, matched_count, doubtful_count, state, total_price, currency_code, currency_symbol, created_time, updated_time } = detail;
  return { bom_id, bom_name, set_count, line_count, matched_count, doubtful_count, state, total_price, currency_code, currency_symbol, created_time, updated_time };
}

export const listBoms = (deps: BomDeps): Handler<'listBoms', AuthUser> => async ({ query, user, currency }) => {
  const { userId } = signedIn(user);
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 20;
  const keyword = query.keyword?.trim() ?? '';
  const boms = await queryRows<BomRow & { total: number }>(
    deps.db,
    sql`select ${BOM_COLUMNS}, count(*) over ()::int as total
        from boms where user_id = ${userId} ${keyword ? sql`and name ilike ${`%${keyword.replace(/[\\%_]/g, '\\$&')}%`}` : sql``}
        order by create_time desc, id desc
        limit ${pageSize} offset ${(page - 1) * pageSize}`,
  );
  const lists: BomSummary[] = [];
  for (const bom of boms) lists.push(await bomSummary(deps, bom, currency));
  const total =
    boms[0]?.total ?? (page > 1 ? ((await queryRows<{ total: number }>(deps.db, sql`select count(*)::int as total from boms where user_id = ${userId}`))[0]?.total ?? 0) : 0);
  return { lists, total, page, page_size: pageSize };
};

export const getBom = (deps: BomDeps): Handler<'getBom', AuthUser> => async ({ query, user, currency }) => {
  const bom = await ownBom(deps.db, query.bom_id, signedIn(user).userId);
  return toBomDetail(bom, await readLineFacts(deps.db, bom.id), currency, deps.currencies);
};

/** Doubtful first: unmatched, then suggestions to confirm, then other doubts, then the rest; each in line order. */
function doubtRank(row: BomLineFacts, bom: BomRow): number {
  const figures = lineFigures(row, bom);
  if (row.dnp || row.match_mode === 0) return 4;
  if (row.goods_id === null) return 0;
  if (figures.needsConfirmation) return 1;
  return figures.doubtful ? 2 : 3;
}

export const listBomLines = (deps: BomDeps): Handler<'listBomLines', AuthUser> => async ({ query, user, locale, currency }) => {
  const bom = await ownBom(deps.db, query.bom_id, signedIn(user).userId);
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 20;
  const conditions = [sql`true`];
  if (query.match_state !== undefined) conditions.push(sql`b.match_state = ${query.match_state}`);
  if (query.match_mode !== undefined) conditions.push(sql`b.match_mode = ${query.match_mode}`);
  const keyword = query.keyword?.trim() ?? '';
  if (keyword) {
    const pattern = `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;
    conditions.push(
      sql`(b.part_number ilike ${pattern} or b.manufacturer ilike ${pattern} or b.reference_designators ilike ${pattern}
           or exists (select 1 from goods g where g.id = b.goods_id and g.part_number ilike ${pattern}))`,
    );
  }
  // Filters and the order need every line's facts; part cards and offers are built for the page only.
  let facts = await readLineFacts(deps.db, bom.id, sql.join(conditions, sql` and `));
  if (query.doubtful) facts = facts.filter((row) => lineFigures(row, bom).doubtful);
  if (query.order === 'doubtful_first') facts = facts.map((row) => ({ row, rank: doubtRank(row, bom) })).sort((a, b) => a.rank - b.rank || a.row.line_no - b.row.line_no).map(({ row }) => row);
  const pageIds = facts.slice((page - 1) * pageSize, page * pageSize).map((row) => row.id);
  const rows = pageIds.length === 0 ? [] : await readLineRows(deps.db, bom.id, sql`b.id = any(${intArray(pageIds)})`);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const context = await lineContext(deps.db, bom, locale, currency, deps.currencies);
  return { lists: pageIds.flatMap((id) => { const row = byId.get(id); return row ? [toBomLine(row, context)] : []; }), total: facts.length, page, page_size: pageSize };
};

export const renameBom = (deps: BomDeps): Handler<'renameBom', AuthUser> => async ({ body, user, currency, say }) => {
  const { userId } = signedIn(user);
  const now = deps.now();
  const renamed = await queryRows<{ id: number }>(deps.db, sql`update boms set name = ${body.bom_name.trim()}, update_time = ${now.toISOString()} where id = ${body.bom_id} and user_id = ${userId} returning id`);
  if (renamed.length === 0) throw notFound(bomMessages.bomNotFound);
  say(bomMessages.renamed);
  return bomSummary(deps, await ownBom(deps.db, body.bom_id, userId), currency);
};

export const deleteBoms = (deps: BomDeps): Handler<'deleteBoms', AuthUser> => async ({ query, user, say }) => {
  const { userId } = signedIn(user);
  const ids = [...new Set(query.ids)];
  await deps.db.transaction(async (tx) => {
    const deleted = await queryRows<{ id: number }>(tx, sql`delete from boms where user_id = ${userId} and id = any(${intArray(ids)}) returning id`);
    // All or nothing: one id that is not the buyer's leaves every BOM in place.
    if (deleted.length !== ids.length) throw notFound(bomMessages.bomNotFound);
    await tx.execute(sql`delete from bom_lines where bom_id = any(${intArray(ids)})`);
  });
  say(bomMessages.bomsDeleted);
  return { deleted_ids: ids, deleted_count: ids.length };
};

export const duplicateBom = (deps: BomDeps): Handler<'duplicateBom', AuthUser> => async ({ body, user, say }) => {
  const { userId } = signedIn(user);
  const now = deps.now().toISOString();
  const source = await ownBom(deps.db, body.bom_id, userId);
  const name = body.bom_name?.trim() || source.name;
  const created = await deps.db.transaction(async (tx) => {
    const [bom] = await queryRows<{ id: number; create_time: Date | string }>(
      tx,
      sql`insert into boms (user_id, name, file_name, header_cells, set_count, attrition_percent, state, create_time, update_time, matched_time)
          select user_id, ${name}, file_name, header_cells, ${body.set_count}, attrition_percent, case when state = 1 then 0 else state end, ${now}, ${now}, matched_time
          from boms where id = ${source.id}
          returning id, create_time`,
    );
    const copied = await queryRows<{ count: number }>(
      tx,
      sql`with copied as (
            insert into bom_lines (bom_id, line_no, row_number, part_number, manufacturer, quantity, value, description, package, reference_designators,
              designator_count, dnp, target_price_usd, cells, match_mode, match_state, match_kind, confidence, doubts, alternative_count, goods_id, sku_id, update_time)
            select ${bom!.id}, line_no, row_number, part_number, manufacturer, quantity, value, description, package, reference_designators,
              designator_count, dnp, target_price_usd, cells, match_mode, match_state, match_kind, confidence, doubts, alternative_count, goods_id, sku_id, ${now}
            from bom_lines where bom_id = ${source.id} order by line_no
            returning 1)
          select count(*)::int as count from copied`,
    );
    return { id: bom!.id, createTime: bom!.create_time, lines: copied[0]?.count ?? 0 };
  });
  say(bomMessages.duplicated, { sets: body.set_count });
  return { bom_id: created.id, bom_name: name, set_count: body.set_count, line_count: created.lines, skipped_count: 0, state: source.state === 2 ? 2 : 0, created_time: isoTime(created.createTime) };
};

/**
 * Matches a BOM: the lease (state 1 with its start time) is taken in a
 * transaction of its own, so edits from any server process answer 409 while
 * the run reads; the results are stored only if the lease is still this run's.
 */
export const matchBom = (deps: BomDeps): Handler<'matchBom', AuthUser> => async ({ body, user, locale, currency, say }) => {
  const { userId } = signedIn(user);
  const started = deps.now();
  const leaseExpired = new Date(started.getTime() - MATCHING_LEASE_MS).toISOString();
  const [leased] = await queryRows<{ id: number }>(
    deps.db,
    sql`update boms set state = 1, matching_since = ${started.toISOString()}
        where id = ${body.bom_id} and user_id = ${userId} and (state <> 1 or matching_since is null or matching_since < ${leaseExpired})
        returning id`,
  );
  if (!leased) {
    await ownBom(deps.db, body.bom_id, userId);
    throw conflict(bomMessages.matchingInProgress);
  }
  let results;
  try {
    const bom = await ownBom(deps.db, body.bom_id, userId);
    const lines = await linesToMatch(deps.db, bom.id, body.source_ids);
    results = await matchLines(deps.db, lines, { setCount: bom.set_count, attritionPercent: bom.attrition_percent });
    const finished = deps.now();
    await deps.db.transaction(async (tx) => {
      const [still] = await queryRows<{ id: number }>(tx, sql`select id from boms where id = ${bom.id} and state = 1 and matching_since = ${started.toISOString()} for update`);
      if (!still) throw conflict(bomMessages.matchingInProgress);
      await storeMatches(tx, results!, finished);
      await tx.execute(sql`update boms set state = 2, matching_since = null, matched_time = ${finished.toISOString()}, update_time = ${finished.toISOString()} where id = ${bom.id}`);
    });
  } catch (error) {
    // A failed run gives the BOM back as it was before it (not matched, or matched by an earlier run).
    await deps.db.execute(
      sql`update boms set state = case when matched_time is null then 0 else 2 end, matching_since = null where id = ${body.bom_id} and matching_since = ${started.toISOString()}`,
    );
    throw error;
  }
  const bom = await ownBom(deps.db, body.bom_id, userId);
  const rows = await readLineRows(deps.db, bom.id);
  const context = await lineContext(deps.db, bom, locale, currency, deps.currencies);
  const detail = toBomDetail(bom, rows, currency, deps.currencies);
  const matchedIds = new Set(results.map((result) => result.id));
  say(bomMessages.matched, { matched: detail.matched_count, lines: detail.line_count });
  return {
    bom: detail,
    lines: rows
      .filter((row) => matchedIds.has(row.id))
      .map((row) => {
        const line = toBomLine(row, context);
        return { source_id: line.source_id, line_no: line.line_no, part_number: row.part_number, match_state: line.match_state, match_kind: line.match_kind, confidence: line.confidence, doubts: line.doubts, needs_confirmation: line.needs_confirmation, goods: line.goods, sku: line.sku };
      }),
  };
};
