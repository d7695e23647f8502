import type { AdminCommand } from '../admin-command.ts';
import { operatorLogCommands } from './operator-log.ts';
import { paymentCommands } from './payment.ts';

/** Every operator command, grouped by what it acts on. */
export const adminCommands: AdminCommand[] = [...operatorLogCommands, ...paymentCommands];
