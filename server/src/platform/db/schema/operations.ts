import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What staff did through the operator CLI: who, when, which action on which
 * record, and the values given. Written in the same transaction as the
 * action, so an action and its record stand or fall together.
 */
export const operatorActions = pgTable(
  'operator_actions',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** The operator's name (`--as`, CHIPMART_OPERATOR, or the login name). */
    operator: text().notNull(),
    /** Dotted command name, for example `order.ship`. */
    action: text().notNull(),
    /** The record acted on, for example `order:CM2611250912001`. */
    target: text().notNull(),
    details: jsonb().$type<Record<string, unknown>>().notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull(),
  },
  (table) => [index('operator_actions_target_idx').on(table.target, table.createTime)],
);
