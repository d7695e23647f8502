import type { components } from '@chipmart/generated/internal/types';
import { manufacturerAgrees } from './manufacturer-names.ts';
import { exactKey, withoutPackagingSuffix } from './part-number-keys.ts';

type Schemas = components['schemas'];
export type BomMatchKind = Schemas['BomMatchKind'];
export type BomMatchConfidence = Schemas['BomMatchConfidence'];
export type BomDoubt = Schemas['BomDoubt'];
export type BomMatchState = Schemas['BomMatchState'];

/** A catalog part found for a line, and by which key. */
export interface Candidate {
  goodsId: number;
  partNumber: string;
  manufacturer: string;
  stock: number;
  popularity: number;
  /** exact: the exact keys are equal; loose: only the loose keys; description: manufacturer and description. */
  foundBy: 'exact' | 'loose' | 'description';
}

/** What a line asked for, as far as choosing among candidates goes. */
export interface LineAsked {
  partNumber: string;
  manufacturer: string;
  quantity: number;
  designatorCount: number;
}

export interface PartChoice {
  goodsId: number | null;
  kind: BomMatchKind;
  /** Doubts about the part; `no_stock` is added once offers are looked at. */
  doubts: BomDoubt[];
  alternativeCount: number;
}

/** How a candidate relates to the line: an exact key, a packaging variant, a loose likeness or a description. */
export function candidateKind(line: Pick<LineAsked, 'partNumber'>, candidate: Pick<Candidate, 'partNumber' | 'foundBy'>): BomMatchKind {
  if (candidate.foundBy === 'description') return 'description';
  if (exactKey(candidate.partNumber) === exactKey(line.partNumber)) return 'exact';
  return withoutPackagingSuffix(candidate.partNumber) === withoutPackagingSuffix(line.partNumber) ? 'packaging' : 'loose';
}

/** Whether the quantity per set is not the number of the line's reference designators (when it lists any). */
const quantityDisagrees = (line: Pick<LineAsked, 'quantity' | 'designatorCount'>) => line.designatorCount > 0 && line.quantity !== line.designatorCount;

/**
 * A line's doubts once its quantity per set is changed: the doubt about the
 * quantity and the designators as they now compare, the others kept.
 */
export function doubtsForQuantity(doubts: readonly BomDoubt[], line: Pick<LineAsked, 'quantity' | 'designatorCount'>): BomDoubt[] {
  const others = doubts.filter((doubt) => doubt !== 'quantity_disagrees_with_designators');
  return quantityDisagrees(line) ? ['quantity_disagrees_with_designators', ...others] : others;
}

const KIND_RANK: Record<BomMatchKind, number> = { exact: 0, packaging: 1, loose: 2, description: 3, none: 4 };

/**
 * The part for a line among its candidates: the closest kind first, then the
 * line's own maker, then stock, then popularity. Only an exact key is
 * accepted on its own; any other kind comes back as a suggestion (ADR 87).
 */
export function choosePart(line: LineAsked, candidates: Candidate[]): PartChoice {
  const doubts: BomDoubt[] = quantityDisagrees(line) ? ['quantity_disagrees_with_designators'] : [];
  if (candidates.length === 0) return { goodsId: null, kind: 'none', doubts, alternativeCount: 0 };
  const ranked = candidates
    .map((candidate) => ({ candidate, kind: candidateKind(line, candidate), agrees: manufacturerAgrees(line.manufacturer, candidate.manufacturer) }))
    .sort(
      (a, b) =>
        KIND_RANK[a.kind] - KIND_RANK[b.kind] ||
        Number(b.agrees === true) - Number(a.agrees === true) ||
        Number(b.candidate.stock > 0) - Number(a.candidate.stock > 0) ||
        b.candidate.popularity - a.candidate.popularity ||
        a.candidate.goodsId - b.candidate.goodsId,
    );
  const best = ranked[0]!;
  // Equally good: the same kind and the same word on the maker (a maker the line names settles it).
  const rivals = ranked.filter((entry) => entry.kind === best.kind && entry.agrees === best.agrees);
  if (rivals.length > 1) doubts.push('several_candidates');
  if (best.agrees === false) doubts.push('manufacturer_disagrees');
  if (best.kind === 'packaging') doubts.push('packaging_variant_only');
  if (best.kind === 'loose') doubts.push('loose_key_only');
  if (best.kind === 'description') doubts.push('description_only');
  return { goodsId: best.candidate.goodsId, kind: best.kind, doubts, alternativeCount: candidates.length - 1 };
}

/** The contract's match state: unmatched, exact, partial (any suggestion) or no stock. */
export function matchStateOf(goodsId: number | null, skuId: number | null, kind: BomMatchKind): BomMatchState {
  if (goodsId === null) return 0;
  if (skuId === null) return 3;
  return kind === 'exact' ? 1 : 2;
}

/** How sure the page may say the match is. */
export function confidenceOf(kind: BomMatchKind, doubts: readonly BomDoubt[]): BomMatchConfidence {
  if (kind === 'none') return 'none';
  if (kind !== 'exact') return 'low';
  return doubts.some((doubt) => doubt !== 'quantity_disagrees_with_designators') ? 'medium' : 'high';
}

/** A suggestion the buyer has not confirmed: kept out of totals, the cart and priced exports. */
export function needsConfirmation(kind: BomMatchKind, matchMode: number): boolean {
  return matchMode === 1 && (kind === 'packaging' || kind === 'loose' || kind === 'description');
}
