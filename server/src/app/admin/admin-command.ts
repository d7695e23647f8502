import type { Command } from 'commander';
import type { Operator } from '../../platform/operator/operator-actions.ts';
import type { ComposedServer } from '../compose.ts';

/**
 * One thing staff do, as `npm run admin -- <group> <verb> ...`. The same
 * definition runs in the CLI's own process (PostgreSQL, or an embedded
 * database no server holds) and inside a running server (sent over its
 * operator socket), always through the features' operator functions.
 */
export interface AdminCommand<Input = unknown, Result = unknown> {
  /** Words of the command, for example `order ship`. */
  name: string;
  summary: string;
  /** Declares the command's arguments and options on commander. */
  declare: (command: Command) => Command;
  /** Commander's parsed arguments and options, as the input `run` takes. Must be JSON-safe: it may travel to a running server. */
  input: (args: string[], options: Record<string, unknown>) => Input;
  run: (server: ComposedServer, input: Input, operator: Operator) => Promise<Result>;
  /** The result for people; `--json` prints the result itself. */
  show: (result: Result) => string;
}

/** Keeps each command's input and result types while listing commands together. */
export const defineAdminCommand = <Input, Result>(command: AdminCommand<Input, Result>) => command as AdminCommand<unknown, unknown>;
