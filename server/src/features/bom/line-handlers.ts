import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/open.ts';
import { intArray, queryRows } from '../../platform/db/sql-rows.ts';
import { conflict, invalidField, notFound } from '../../platform/http/errors.ts';
import { signedIn, type Handler } from '../../platform/http/handler.ts';
import type { SkuRow } from '../catalog/index.ts';
import type { AuthUser } from '../identity/index.ts';
import { bomForEdit, touchBom } from './bom-access.ts';
import type { BomDeps } from './deps.ts';
import { lineForEdit } from './line-access.ts';
import { bestOffer, offerForLine, requiredQuantity } from './line-quantities.ts';
import { lineUpdate, linesOfBom } from './line-updates.ts';
import { matchLines, offersOfParts, storeMatches, type LineToMatch } from './match-lines.ts';
import { candidateKind, confidenceOf, doubtsForQuantity, matchStateOf, type BomDoubt } from './match-rules.ts';
import { bomMessages } from './messages.ts';

/** Doubts that stay true whatever part the buyer picks. */
const keptDoubts = (doubts: BomDoubt[]) => doubts.filter((doubt) => doubt === 'quantity_disagrees_with_designators');

/** Sets a line's part and offer as the buyer chose them (manual mode, kept by later runs). */
async function storeChoice(tx: Database, sourceId: number, choice: { goodsId: number; sku: SkuRow; kind: ReturnType<typeof candidateKind>; doubts: BomDoubt[] }, now: Date) {
  await tx.execute(
    sql`update bom_lines set goods_id = ${choice.goodsId}, sku_id = ${choice.sku.id}, match_mode = 2, match_kind = ${choice.kind},
          match_state = ${matchStateOf(choice.goodsId, choice.sku.id, choice.kind)}, confidence = ${confidenceOf(choice.kind, choice.doubts)},
          doubts = ${`{${choice.doubts.join(',')}}`}::text[], update_time = ${now.toISOString()}
        where id = ${sourceId}`,
  );
}

export const changeBomQuantity = (deps: BomDeps): Handler<'changeBomQuantity', AuthUser> => async ({ body, user, locale, currency, say }) => {
  const { userId } = signedIn(user);
  const now = deps.now();
  let lineIds: number[] = [];
  await deps.db.transaction(async (tx) => {
    if ('source_id' in body) {
      const { line } = await lineForEdit(tx, body.source_id, userId, now, body.bom_id);
      // The doubt about the quantity and the designators follows the new quantity (DNP lines are not matched, nor doubted).
      const doubts = line.dnp ? line.doubts : doubtsForQuantity(line.doubts, { quantity: body.quantity, designatorCount: line.designator_count });
      await tx.execute(
        sql`update bom_lines set quantity = ${body.quantity}, doubts = ${`{${doubts.join(',')}}`}::text[], confidence = ${confidenceOf(line.match_kind, doubts)},
              update_time = ${now.toISOString()}
            where id = ${line.id}`,
      );
      lineIds = [line.id];
    } else {
      await bomForEdit(tx, body.bom_id, userId, now);
      await tx.execute(
        sql`update boms set set_count = ${body.set_count}, attrition_percent = coalesce(${body.attrition_percent ?? null}::double precision, attrition_percent) where id = ${body.bom_id}`,
      );
    }
    await touchBom(tx, body.bom_id, now);
  });
  say(bomMessages.quantityChanged);
  return lineUpdate(deps.db, { bomId: body.bom_id, userId, lineIds }, { locale, currency, currencies: deps.currencies });
};

export const changeBomLineSupplier = (deps: BomDeps): Handler<'changeBomLineSupplier', AuthUser> => async ({ body, user, locale, currency, say }) => {
  const { userId } = signedIn(user);
  const now = deps.now();
  const bomId = await deps.db.transaction(async (tx) => {
    const { bom, line } = await lineForEdit(tx, body.source_id, userId, now);
    if (line.goods_id === null) throw conflict(bomMessages.lineWithoutPart);
    const sku = (await offersOfParts(tx, [line.goods_id])).get(line.goods_id)?.find((offer) => offer.id === body.sku_id);
    if (!sku) throw invalidField('sku_id', bomMessages.offerNotOfPart);
    const offer = offerForLine(sku, Math.max(1, requiredQuantity(line, { setCount: bom.set_count, attritionPercent: bom.attrition_percent })));
    if (!offer?.enoughStock) throw conflict(bomMessages.offerWithoutStock);
    await storeChoice(tx, line.id, { goodsId: line.goods_id, sku, kind: line.match_kind, doubts: keptDoubts(line.doubts) }, now);
    await touchBom(tx, bom.id, now);
    return bom.id;
  });
  say(bomMessages.supplierChanged);
  return lineUpdate(deps.db, { bomId, userId, lineIds: [body.source_id] }, { locale, currency, currencies: deps.currencies });
};

export const changeBomLinePart = (deps: BomDeps): Handler<'changeBomLinePart', AuthUser> => async ({ body, user, locale, currency, say }) => {
  const { userId } = signedIn(user);
  const now = deps.now();
  const bomId = await deps.db.transaction(async (tx) => {
    const { bom, line } = await lineForEdit(tx, body.source_id, userId, now);
    const [part] = await queryRows<{ id: number; part_number: string }>(tx, sql`select id, part_number from goods where id = ${body.goods_id}`);
    if (!part) throw invalidField('goods_id', bomMessages.partNotFound);
    const skus = (await offersOfParts(tx, [part.id])).get(part.id) ?? [];
    const needed = Math.max(1, requiredQuantity(line, { setCount: bom.set_count, attritionPercent: bom.attrition_percent }));
    let offer;
    if (body.sku_id !== undefined) {
      const sku = skus.find((candidate) => candidate.id === body.sku_id);
      if (!sku) throw invalidField('sku_id', bomMessages.offerNotOfPart);
      offer = offerForLine(sku, needed);
      if (!offer?.enoughStock) throw conflict(bomMessages.offerWithoutStock);
    } else {
      offer = bestOffer(skus, needed);
      if (!offer) throw conflict(bomMessages.partWithoutStock);
    }
    const kind = candidateKind({ partNumber: line.part_number }, { partNumber: part.part_number, foundBy: 'loose' });
    await storeChoice(tx, line.id, { goodsId: part.id, sku: offer.sku, kind, doubts: keptDoubts(line.doubts) }, now);
    await touchBom(tx, bom.id, now);
    return bom.id;
  });
  say(bomMessages.partChanged);
  return lineUpdate(deps.db, { bomId, userId, lineIds: [body.source_id] }, { locale, currency, currencies: deps.currencies });
};

/** The stored lines, as matching takes them. */
export async function linesToMatch(db: Database, bomId: number, ids?: number[]): Promise<LineToMatch[]> {
  return queryRows<LineToMatch>(
    db,
    sql`select id, part_number as "partNumber", manufacturer, description, quantity, designator_count as "designatorCount", dnp
        from bom_lines where bom_id = ${bomId} and match_mode = 1 ${ids ? sql`and id = any(${intArray(ids)})` : sql``} order by line_no`,
  );
}

export const changeBomLineMatching = (deps: BomDeps): Handler<'changeBomLineMatching', AuthUser> => async ({ body, user, locale, currency, say }) => {
  const { userId } = signedIn(user);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const bom = await bomForEdit(tx, body.bom_id, userId, now);
    const { missing } = await linesOfBom(tx, bom.id, body.source_ids);
    if (missing.length > 0) throw notFound(bomMessages.lineNotFound);
    if (body.match_mode === 2) {
      // Confirming keeps the current part and offer: only lines that have both can be confirmed.
      const confirmed = await queryRows<{ id: number }>(
        tx,
        sql`update bom_lines set match_mode = 2, update_time = ${now.toISOString()}
            where bom_id = ${bom.id} and id = any(${intArray(body.source_ids)}) and goods_id is not null and sku_id is not null and not dnp
            returning id`,
      );
      if (confirmed.length !== body.source_ids.length) throw conflict(bomMessages.manualNeedsOffer);
    } else {
      await tx.execute(sql`update bom_lines set match_mode = ${body.match_mode}, update_time = ${now.toISOString()} where bom_id = ${bom.id} and id = any(${intArray(body.source_ids)})`);
      if (body.match_mode === 1) {
        const lines = await linesToMatch(tx, bom.id, body.source_ids);
        await storeMatches(tx, await matchLines(tx, lines, { setCount: bom.set_count, attritionPercent: bom.attrition_percent }), now);
      }
    }
    await touchBom(tx, bom.id, now);
  });
  say(bomMessages.matchingChanged);
  return lineUpdate(deps.db, { bomId: body.bom_id, userId, lineIds: body.source_ids }, { locale, currency, currencies: deps.currencies });
};

export const addBomLine = (deps: BomDeps): Handler<'addBomLine', AuthUser> => async ({ body, user, locale, currency, say }) => {
  const { userId } = signedIn(user);
  const now = deps.now();
  const lineId = await deps.db.transaction(async (tx) => {
    const bom = await bomForEdit(tx, body.bom_id, userId, now);
    const targetUsd = body.target_price == null ? null : body.target_price / currency.ratePerUsd;
    const [inserted] = await queryRows<{ id: number }>(
      tx,
      sql`insert into bom_lines (bom_id, line_no, row_number, part_number, manufacturer, quantity, value, description, package, reference_designators,
            designator_count, dnp, target_price_usd, cells, update_time)
          select ${bom.id}, coalesce(max(line_no), 0) + 1, null, ${body.part_number.trim()}, ${body.manufacturer?.trim() ?? ''}, ${body.quantity}, '',
            ${body.description?.trim() ?? ''}, ${body.package?.trim() ?? ''}, ${body.reference_designators?.trim() ?? ''}, 0, false, ${targetUsd}, '[]'::jsonb, ${now.toISOString()}
          from bom_lines where bom_id = ${bom.id}
          returning id`,
    );
    const lines = await linesToMatch(tx, bom.id, [inserted!.id]);
    await storeMatches(tx, await matchLines(tx, lines, { setCount: bom.set_count, attritionPercent: bom.attrition_percent }), now);
    await touchBom(tx, bom.id, now);
    return inserted!.id;
  });
  say(bomMessages.lineAdded);
  return lineUpdate(deps.db, { bomId: body.bom_id, userId, lineIds: [lineId] }, { locale, currency, currencies: deps.currencies });
};

export const deleteBomLines = (deps: BomDeps): Handler<'deleteBomLines', AuthUser> => async ({ query, user, say }) => {
  const { userId } = signedIn(user);
  const now = deps.now();
  const ids = [...new Set(query.ids)];
  const deleted = await deps.db.transaction(async (tx) => {
    await bomForEdit(tx, query.bom_id, userId, now);
    const { missing } = await linesOfBom(tx, query.bom_id, ids);
    if (missing.length > 0) throw notFound(bomMessages.lineNotFound);
    await tx.execute(sql`delete from bom_lines where bom_id = ${query.bom_id} and id = any(${intArray(ids)})`);
    await touchBom(tx, query.bom_id, now);
    return ids;
  });
  say(bomMessages.linesDeleted);
  return { deleted_ids: deleted, deleted_count: deleted.length };
};
