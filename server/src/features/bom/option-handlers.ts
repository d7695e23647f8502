import { sql } from 'drizzle-orm';
import type { components } from '@chipmart/generated/internal/types';
import { intArray, queryRows } from '../../platform/db/sql-rows.ts';
import { notFound } from '../../platform/http/errors.ts';
import { signedIn, type Handler } from '../../platform/http/handler.ts';
import { catalogSnapshot, GOODS_CARD_COLUMNS, toGoodsCard, toSkuOffer, type GoodsCardRow } from '../catalog/index.ts';
import type { AuthUser } from '../identity/index.ts';
import type { BomDeps } from './deps.ts';
import { descriptionCandidates, partNumberCandidates } from './find-candidates.ts';
import { ownLine } from './line-access.ts';
import { offersForLine, requiredQuantity } from './line-quantities.ts';
import { offersOfParts } from './match-lines.ts';
import { candidateKind, type BomDoubt, type Candidate } from './match-rules.ts';
import { manufacturerAgrees } from './manufacturer-names.ts';
import { bomMessages } from './messages.ts';

type BomPartOption = components['schemas']['BomPartOption'];
type BomOfferOption = components['schemas']['BomOfferOption'];

const MAX_PART_OPTIONS = 20;

export const listBomLineSuppliers = (deps: BomDeps): Handler<'listBomLineSuppliers', AuthUser> => async ({ query, user, locale, currency }) => {
  const { bom, line } = await ownLine(deps.db, query.source_id, signedIn(user).userId);
  if (line.goods_id === null || line.goods === null) throw notFound(bomMessages.lineWithoutPart);
  const requiredQty = requiredQuantity(line, { setCount: bom.set_count, attritionPercent: bom.attrition_percent });
  const snapshot = await catalogSnapshot(deps.db);
  const context = { snapshot, locale, currency, currencies: deps.currencies };
  const offers = offersForLine((await offersOfParts(deps.db, [line.goods_id])).get(line.goods_id) ?? [], Math.max(1, requiredQty));
  const lists: BomOfferOption[] = offers.flatMap((offer) => {
    const sku = toSkuOffer(offer.sku, snapshot, currency, deps.currencies);
    if (!sku) return [];
    return [
      {
        sku,
        order_qty: offer.orderQty,
        unit_price: deps.currencies.unitPrice(offer.usdUnitPrice, currency),
        subtotal_price: deps.currencies.total(offer.usdSubtotal, currency),
        enough_stock: offer.enoughStock,
        is_current: offer.sku.id === line.sku_id,
      },
    ];
  });
  return { source_id: line.id, goods: toGoodsCard(line.goods, context), required_qty: requiredQty, current_sku_id: line.sku_id, lists };
};

/** Parts whose part-number key starts with the keyword's, for a buyer correcting a typo or a short part number. */
async function partsByKeyword(deps: BomDeps, keyword: string): Promise<Candidate[]> {
  const found = await partNumberCandidates(deps.db, [{ id: 0, partNumber: keyword, manufacturer: '', description: '' }]);
  return found.get(0) ?? [];
}

export const listBomLineParts = (deps: BomDeps): Handler<'listBomLineParts', AuthUser> => async ({ query, user, locale, currency }) => {
  const { line } = await ownLine(deps.db, query.source_id, signedIn(user).userId);
  const keyword = query.keyword?.trim() ?? '';
  const asked = { partNumber: keyword || line.part_number, manufacturer: line.manufacturer };
  const asFound = { id: line.id, partNumber: line.part_number, manufacturer: line.manufacturer, description: line.description };
  let candidates = keyword ? await partsByKeyword(deps, keyword) : ((await partNumberCandidates(deps.db, [asFound])).get(line.id) ?? []);
  if (candidates.length === 0 && !keyword) candidates = (await descriptionCandidates(deps.db, [asFound])).get(line.id) ?? [];
  // The line's current part is always listed, flagged, even when its key no longer finds it.
  const ids = [...new Set([...(line.goods_id !== null ? [line.goods_id] : []), ...candidates.map((candidate) => candidate.goodsId)])].slice(0, MAX_PART_OPTIONS);
  const rows = ids.length === 0 ? [] : await queryRows<GoodsCardRow>(deps.db, sql`select ${GOODS_CARD_COLUMNS} from goods g where g.id = any(${intArray(ids)})`);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const snapshot = await catalogSnapshot(deps.db);
  const context = { snapshot, locale, currency, currencies: deps.currencies };
  const foundBy = new Map(candidates.map((candidate) => [candidate.goodsId, candidate.foundBy]));
  const options = ids.flatMap((id): Array<BomPartOption & { rank: number }> => {
    const row = byId.get(id);
    if (!row) return [];
    const kind = candidateKind(asked, { partNumber: row.part_number, foundBy: foundBy.get(id) ?? 'loose' });
    const maker = snapshot.manufacturers.get(row.manufacturer_id)?.name ?? '';
    const doubts: BomDoubt[] = [];
    if (manufacturerAgrees(line.manufacturer, maker) === false) doubts.push('manufacturer_disagrees');
    if (kind === 'packaging') doubts.push('packaging_variant_only');
    if (kind === 'loose') doubts.push('loose_key_only');
    if (kind === 'description') doubts.push('description_only');
    if (row.stock <= 0) doubts.push('no_stock');
    const rank = { exact: 0, packaging: 1, loose: 2, description: 3, none: 4 }[kind] * 10 + doubts.length;
    return [{ goods: toGoodsCard(row, context), match_type: kind === 'exact' ? 1 : kind === 'description' ? 3 : 2, match_kind: kind, doubts, is_current: id === line.goods_id, rank }];
  });
  options.sort((a, b) => a.rank - b.rank || b.goods.stock - a.goods.stock);
  return { source_id: line.id, part_number: line.part_number, current_goods_id: line.goods_id, lists: options.map(({ rank: _rank, ...option }) => option) };
};
