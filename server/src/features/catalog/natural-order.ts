const siPrefixes: Record<string, number> = { p: 1e-12, n: 1e-9, µ: 1e-6, μ: 1e-6, u: 1e-6, m: 1e-3, k: 1e3, K: 1e3, M: 1e6, G: 1e9 };

/** The number a parameter value stands for ("4.7µF" is 4.7e-6, "100kHz" is 1e5, "±10%" is 10), or undefined. */
export function numericValue(value: string): number | undefined {
  const match = /^[±+~]?(-?\d+(?:[.,]\d+)?)\s*([pnµμumkKMG]?)/.exec(value.trim());
  if (!match) return undefined;
  const number = Number(match[1]!.replace(',', '.'));
  const prefix = match[2] ?? '';
  // "m" alone after a number is milli only when a unit follows ("10mA"); "5m" (metres) stays 5.
  const rest = value.trim().slice(match[0].length);
  const factor = prefix && (rest.length > 0 || prefix !== 'm') ? siPrefixes[prefix]! : 1;
  return number * factor;
}

/** Filter values in natural order: numerically when every value is a number, else alphabetically with digits compared as numbers. */
export function sortNaturally<T>(items: T[], valueOf: (item: T) => string): T[] {
  const numbers = items.map((item) => numericValue(valueOf(item)));
  if (numbers.every((number) => number !== undefined)) {
    return items
      .map((item, index) => ({ item, number: numbers[index]! }))
      .sort((a, b) => a.number - b.number || valueOf(a.item).localeCompare(valueOf(b.item)))
      .map(({ item }) => item);
  }
  return [...items].sort((a, b) => valueOf(a).localeCompare(valueOf(b), 'en', { numeric: true }));
}
