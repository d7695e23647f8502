/**
 * The unique index a write ran into (PostgreSQL 23505), on either engine and
 * through drizzle's wrapper; undefined for any other failure.
 */
export function violatedUniqueIndex(error: unknown): string | undefined {
  for (let current = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, depth = 0; current && depth < 5; depth++) {
    if (current.code === '23505') return typeof current.constraint === 'string' ? current.constraint : '';
    current = current.cause as typeof current;
  }
  return undefined;
}
