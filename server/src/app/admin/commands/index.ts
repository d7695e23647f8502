import type { AdminCommand } from '../admin-command.ts';
import { apiAccessCommands } from './api-access.ts';
import { creditCommands } from './credit.ts';
import { operatorLogCommands } from './operator-log.ts';
import { orderCommands } from './order.ts';
import { paymentCommands } from './payment.ts';
import { rfqCommands } from './rfq.ts';
import { supplierCommands } from './supplier.ts';

/** Every operator command, grouped by what it acts on. */
export const adminCommands: AdminCommand[] = [
  ...operatorLogCommands,
  ...orderCommands,
  ...paymentCommands,
  ...creditCommands,
  ...apiAccessCommands,
  ...rfqCommands,
  ...supplierCommands,
];
