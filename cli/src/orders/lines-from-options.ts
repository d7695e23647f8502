import { usageError } from '../cli-error.ts';
import type { RawOrderLine } from './order-line.ts';

/** --sku/--num pairs, matched by position: the first --num belongs to the first --sku. */
export function linesFromOptions(skus: readonly string[] = [], nums: readonly string[] = []): RawOrderLine[] {
  if (skus.length !== nums.length) {
    throw usageError(`Got ${skus.length} --sku and ${nums.length} --num: give one --num after each --sku.`);
  }
  return skus.map((skuId, index) => ({ where: `--sku ${skuId}`, skuId, num: nums[index] }));
}
