import { InvalidArgumentError } from 'commander';

/** A whole number of at least 1 (pages, ids, quantities); commander reports anything else as a usage error. */
export function positiveInteger(value: string): number {
  if (!/^\d+$/.test(value) || Number(value) < 1 || !Number.isSafeInteger(Number(value))) {
    throw new InvalidArgumentError('Enter a whole number of at least 1.');
  }
  return Number(value);
}

/** For options given several times (--sku 1 --sku 2): every value, in order. */
export function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}
