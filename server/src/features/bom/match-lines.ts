import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/open.ts';
import { intArray, queryRows, textArray } from '../../platform/db/sql-rows.ts';
import { SKU_JSON, type SkuRow } from '../catalog/index.ts';
import { descriptionCandidates, partNumberCandidates, type LineToFind } from './find-candidates.ts';
import { bestOffer, requiredQuantity } from './line-quantities.ts';
import { choosePart, confidenceOf, matchStateOf, type BomDoubt, type BomMatchConfidence, type BomMatchKind, type BomMatchState } from './match-rules.ts';

/** What matching needs of a line. */
export interface LineToMatch extends LineToFind {
  quantity: number;
  designatorCount: number;
  dnp: boolean;
}

export interface LineMatchResult {
  id: number;
  goodsId: number | null;
  skuId: number | null;
  kind: BomMatchKind;
  state: BomMatchState;
  confidence: BomMatchConfidence;
  doubts: BomDoubt[];
  alternativeCount: number;
}

/** Every offer of these parts, in one statement. */
export async function offersOfParts(db: Database, goodsIds: number[]): Promise<Map<number, SkuRow[]>> {
  const byGoods = new Map<number, SkuRow[]>();
  if (goodsIds.length === 0) return byGoods;
  const rows = await queryRows<{ sku: SkuRow }>(db, sql`select ${sql.raw(SKU_JSON)} as sku from skus s where s.goods_id = any(${intArray([...new Set(goodsIds)])})`);
  for (const { sku } of rows) byGoods.set(sku.goods_id, [...(byGoods.get(sku.goods_id) ?? []), sku]);
  return byGoods;
}

/**
 * Matches lines against the catalog: a fixed number of statements whatever
 * the number of lines (part-number candidates, description candidates for
 * the lines left, the offers of the chosen parts). DNP lines are not matched.
 */
export async function matchLines(db: Database, lines: LineToMatch[], bom: { setCount: number; attritionPercent: number }): Promise<LineMatchResult[]> {
  const wanted = lines.filter((line) => !line.dnp);
  const byPartNumber = await partNumberCandidates(db, wanted);
  const byDescription = await descriptionCandidates(
    db,
    wanted.filter((line) => !byPartNumber.has(line.id)),
  );
  const choices = lines.map((line) => ({
    line,
    choice: line.dnp ? { goodsId: null, kind: 'none' as const, doubts: [], alternativeCount: 0 } : choosePart(line, byPartNumber.get(line.id) ?? byDescription.get(line.id) ?? []),
  }));
  const offers = await offersOfParts(
    db,
    choices.flatMap(({ choice }) => (choice.goodsId === null ? [] : [choice.goodsId])),
  );
  return choices.map(({ line, choice }) => {
    const doubts = [...choice.doubts];
    let skuId: number | null = null;
    if (choice.goodsId !== null) {
      const offer = bestOffer(offers.get(choice.goodsId) ?? [], requiredQuantity(line, bom));
      if (offer) skuId = offer.sku.id;
      else doubts.push('no_stock');
    }
    return {
      id: line.id,
      goodsId: choice.goodsId,
      skuId,
      kind: choice.kind,
      state: matchStateOf(choice.goodsId, skuId, choice.kind),
      confidence: confidenceOf(choice.kind, doubts),
      doubts,
      alternativeCount: choice.alternativeCount,
    };
  });
}

const nullableInts = (values: Array<number | null>) => sql`${`{${values.map((value) => (value === null ? 'NULL' : String(Math.trunc(value)))).join(',')}}`}::int[]`;

/** Stores many lines' results in one statement. */
export async function storeMatches(db: Database, results: LineMatchResult[], now: Date): Promise<void> {
  if (results.length === 0) return;
  await db.execute(
    sql`update bom_lines b set
          goods_id = u.goods_id, sku_id = u.sku_id, match_kind = u.kind, match_state = u.state, confidence = u.confidence,
          doubts = string_to_array(u.doubts, ','), alternative_count = u.alternatives, update_time = ${now.toISOString()}
        from unnest(${intArray(results.map((result) => result.id))}, ${nullableInts(results.map((result) => result.goodsId))}, ${nullableInts(results.map((result) => result.skuId))},
                    ${textArray(results.map((result) => result.kind))}, ${intArray(results.map((result) => result.state))}, ${textArray(results.map((result) => result.confidence))},
                    ${textArray(results.map((result) => result.doubts.join(',')))}, ${intArray(results.map((result) => result.alternativeCount))})
          as u(id, goods_id, sku_id, kind, state, confidence, doubts, alternatives)
        where b.id = u.id`,
  );
}
