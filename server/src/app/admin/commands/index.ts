import type { AdminCommand } from '../admin-command.ts';
import { operatorLogCommands } from './operator-log.ts';
import { orderCommands } from './order.ts';

/** Every operator command, grouped by what it acts on. */
export const adminCommands: AdminCommand[] = [...operatorLogCommands, ...orderCommands];
