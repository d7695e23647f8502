import { listBomLines } from '@chipmart/generated/internal/hooks/bom/bom';
import { BomLineMode, type BomLine, type CartAddLineResult, type CartAddRequest } from '@chipmart/generated/internal/model/index';
import { addCartItemsBodyItemsMax } from '@chipmart/generated/internal/zod';
import { BOM_LINES_PAGE_SIZE, nextLinesPage } from './bom-queries.ts';

/** Whether a line goes into the cart: matched to an offer, confirmed, not ignored, not DNP, with pieces to order. */
export const goesToCart = (line: BomLine): boolean =>
  line.match_mode !== BomLineMode.Ignored && !line.source.dnp && !line.needs_confirmation && line.goods !== null && line.sku !== null && line.order_qty > 0;

/** The cart lines of the lines that go there, one per line, at its order quantity. */
export const cartItemsOf = (lines: readonly BomLine[]): CartAddRequest[] =>
  lines.filter(goesToCart).map((line) => ({ goods_id: line.goods!.goods_id, sku_id: line.sku!.sku_id, cart_num: line.order_qty }));

/** Splits the cart lines into calls of at most the contract's 200 lines. */
export function inBatches<T>(items: readonly T[], size: number = addCartItemsBodyItemsMax): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}

/** Every line of the BOM in line order, page after page (the table may have loaded only some). */
export async function allBomLines(bomId: number): Promise<BomLine[]> {
  const lines: BomLine[] = [];
  for (let page: number | undefined = 1; page !== undefined; ) {
    const answer = await listBomLines({ bom_id: bomId, order: 'line', page, page_size: BOM_LINES_PAGE_SIZE });
    lines.push(...answer.lists);
    page = nextLinesPage(answer);
  }
  return lines;
}

/** What a whole "add to cart" did, over all its calls. */
export interface CartOutcome {
  added: number;
  failed: CartAddLineResult[];
}
