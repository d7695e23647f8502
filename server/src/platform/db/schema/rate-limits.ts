import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window call counters shared by every server process: one row per
 * limited key (a token, an address) and rule, moved by one conditional
 * upsert per call (platform/http/rate-counter.ts).
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  /** Rule name and key, e.g. `partner.token:<sha-256>`. */
  bucket: text().primaryKey(),
  /** Start of the window the hits belong to. */
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer().notNull(),
});
