/**
 * The one format every contract time leaves the server in: ISO 8601 UTC to
 * the second ('2026-11-03T08:47:21Z'), as the contract's examples show.
 * Timestamps arrive as Date (drizzle, node-postgres) or as text (PGlite's raw
 * queries: '2026-11-03 08:47:21.5+00'); both give the same text. A time that
 * has not happened (null) stays null.
 */
export function isoTime(value: Date | string): string;
export function isoTime(value: Date | string | null): string | null;
export function isoTime(value: Date | string | null): string | null {
  if (value === null) return null;
  const time = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(time.getTime())) throw new Error(`Not a timestamp: ${String(value)}`);
  return time.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
