import { saveOrdersBody } from '@chipmart/generated/partner/zod';
import type { PurchasedGoods } from '@chipmart/generated/partner/model/purchasedGoods';
import { usageError } from '../cli-error.ts';

/** One line as read from the command line or a file, before it is checked; `where` names it for errors ("line 3"). */
export interface RawOrderLine {
  where: string;
  skuId: unknown;
  num: unknown;
}

const purchasedGoods = saveOrdersBody.shape.purchasedGoods.element;
const MAX_REPORTED = 10;

/** A text cell as a number when it is one ("100" -> 100), so the schema can judge it; anything else stays as written. */
export function numberOrText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/**
 * Checks every line with the document's rules for `purchasedGoods` and
 * reports all bad ones at once, each by where it came from, so a file is
 * fixed in one pass. A skuId listed twice is refused too (the document
 * allows each at most once).
 */
export function checkOrderLines(lines: readonly RawOrderLine[], source: string): PurchasedGoods[] {
  if (lines.length === 0) throw usageError(`${source} has no order lines.`, 'Give --sku and --num, or a --file with skuId,num rows.');
  const problems: string[] = [];
  const checked: PurchasedGoods[] = [];
  const firstSeen = new Map<number, string>();
  for (const line of lines) {
    const result = purchasedGoods.safeParse({ skuId: numberOrText(line.skuId), num: numberOrText(line.num) });
    if (!result.success) {
      problems.push(...result.error.issues.map((issue) => `${line.where}: ${issue.path.length ? `${issue.path.join('.')}: ` : ''}${issue.message}`));
      continue;
    }
    const earlier = firstSeen.get(result.data.skuId);
    if (earlier) problems.push(`${line.where}: skuId ${result.data.skuId} is already ordered on ${earlier}; put the whole quantity on one line`);
    else firstSeen.set(result.data.skuId, line.where);
    checked.push(result.data);
  }
  if (problems.length > 0) {
    const shown = problems.slice(0, MAX_REPORTED).map((problem) => `  ${problem}`);
    if (problems.length > MAX_REPORTED) shown.push(`  ... and ${problems.length - MAX_REPORTED} more`);
    throw usageError(`${source} has lines that cannot be ordered:\n${shown.join('\n')}`);
  }
  return checked;
}
