import { doublePrecision, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/** Currencies prices can be shown in; every stored price is in USD and converted on the way out. */
export const currencies = pgTable('currencies', {
  code: text().primaryKey(),
  symbol: text().notNull(),
  /** 1 enabled, 0 disabled (product spec: only state 1 is offered). */
  state: smallint().notNull(),
  /** Units of this currency per 1 USD. */
  ratePerUsd: doublePrecision('rate_per_usd').notNull(),
  unitDecimals: smallint('unit_decimals').notNull(),
  totalDecimals: smallint('total_decimals').notNull(),
  sort: smallint().notNull().default(0),
});
