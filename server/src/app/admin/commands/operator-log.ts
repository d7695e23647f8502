import { desc, eq } from 'drizzle-orm';
import { operatorActions } from '../../../platform/db/schema/index.ts';
import { isoTime } from '../../../platform/iso-time.ts';
import { defineAdminCommand } from '../admin-command.ts';
import { positiveInteger } from '../parse-input.ts';
import { table } from '../show-table.ts';

interface LogInput {
  target: string | null;
  limit: number;
}

/** The record of operator actions: who did what, when. */
export const operatorLogCommands = [
  defineAdminCommand({
    name: 'log',
    summary: 'Show the newest operator actions, optionally for one record (order:CM…, rfq:RFQ…, user:10001)',
    declare: (command) =>
      command.argument('[target]', 'only actions on this record').option('--limit <n>', 'how many actions', '20'),
    input: (args, options): LogInput => ({ target: args[0] ?? null, limit: positiveInteger(options.limit, '--limit') }),
    run: async (server, input: LogInput) => {
      const rows = await server.db
        .select()
        .from(operatorActions)
        .where(input.target ? eq(operatorActions.target, input.target) : undefined)
        .orderBy(desc(operatorActions.id))
        .limit(input.limit);
      return rows.map((row) => ({ time: isoTime(row.createTime), operator: row.operator, action: row.action, target: row.target, details: row.details }));
    },
    show: (rows) =>
      rows.length === 0
        ? 'No operator actions recorded.'
        : table(['time', 'operator', 'action', 'target', 'details'], rows.map((row) => [row.time, row.operator, row.action, row.target, JSON.stringify(row.details)])),
  }),
];
