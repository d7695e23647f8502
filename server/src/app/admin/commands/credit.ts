import type { CreditStateName } from '../../../features/credit/index.ts';
import { defineAdminCommand } from '../admin-command.ts';
import { positiveAmount, positiveInteger, requiredText, UsageError } from '../parse-input.ts';
import { table } from '../show-table.ts';

const STATES: readonly CreditStateName[] = ['pending', 'active', 'refused', 'suspended'];

function stateOption(value: unknown): CreditStateName | undefined {
  if (value === undefined) return undefined;
  if (!STATES.includes(value as CreditStateName)) throw new UsageError(`--state must be one of ${STATES.join(', ')}, got "${String(value)}"`);
  return value as CreditStateName;
}

function currencyOption(value: unknown): string {
  const code = String(value ?? '').toUpperCase();
  if (!/^[A-Z]{3}$/.test(code)) throw new UsageError(`--currency must be a 3-letter ISO 4217 code, got "${String(value)}"`);
  return code;
}

const done = (what: string) => (result: { userId: number }) => `Credit of account ${result.userId}: ${what}.`;

/** Net terms: review applications, suspend and lift lines, record bill payments. */
export const creditCommands = [
  defineAdminCommand({
    name: 'credit list',
    summary: 'List credit lines and applications, newest first',
    declare: (command) => command.option('--state <state>', `only lines in this state (${STATES.join(', ')})`),
    input: (_args, options) => ({ state: stateOption(options.state) }),
    run: (server, input: { state?: CreditStateName }) => server.operator.credit.list(input),
    show: (rows) =>
      rows.length === 0
        ? 'No credit lines.'
        : table(
            ['user', 'email', 'company', 'state', 'requested', 'limit', 'days', 'currency', 'applied', 'reason'],
            rows.map((row) => [row.user_id, row.email, row.company_name, row.state, row.requested_amount, row.credit_amount, row.period_days, row.currency_code, row.apply_time, row.reject_reason]),
          ),
  }),
  defineAdminCommand({
    name: 'credit approve',
    summary: 'Approve a pending credit application with a limit, a payment term and the line currency',
    declare: (command) =>
      command
        .argument('<userId>', 'account id')
        .requiredOption('--limit <amount>', 'credit limit')
        .requiredOption('--period <days>', 'payment term in days after a bill')
        .option('--currency <code>', 'currency of the line', 'USD'),
    input: (args, options) => ({
      userId: positiveInteger(args[0], 'userId'),
      limit: positiveAmount(options.limit, '--limit'),
      periodDays: positiveInteger(options.period, '--period'),
      currencyCode: currencyOption(options.currency),
    }),
    run: async (server, input: { userId: number; limit: number; periodDays: number; currencyCode: string }, operator) => {
      await server.operator.credit.approve(input, operator);
      return input;
    },
    show: (result) => `Credit of account ${result.userId}: approved, ${result.limit} ${result.currencyCode}, net ${result.periodDays}.`,
  }),
  defineAdminCommand({
    name: 'credit refuse',
    summary: 'Refuse a pending credit application; the buyer sees the reason',
    declare: (command) => command.argument('<userId>', 'account id').requiredOption('--reason <text>', 'why, shown to the buyer'),
    input: (args, options) => ({ userId: positiveInteger(args[0], 'userId'), reason: requiredText(options.reason, '--reason') }),
    run: async (server, input: { userId: number; reason: string }, operator) => {
      await server.operator.credit.refuse(input, operator);
      return input;
    },
    show: done('refused'),
  }),
  defineAdminCommand({
    name: 'credit suspend',
    summary: 'Suspend an active credit line (no new orders on bill until lifted)',
    declare: (command) => command.argument('<userId>', 'account id').requiredOption('--reason <text>', 'why, for the record'),
    input: (args, options) => ({ userId: positiveInteger(args[0], 'userId'), reason: requiredText(options.reason, '--reason') }),
    run: async (server, input: { userId: number; reason: string }, operator) => {
      await server.operator.credit.suspend(input, operator);
      return input;
    },
    show: done('suspended'),
  }),
  defineAdminCommand({
    name: 'credit lift',
    summary: 'Lift the suspension of a credit line',
    declare: (command) => command.argument('<userId>', 'account id'),
    input: (args) => ({ userId: positiveInteger(args[0], 'userId') }),
    run: async (server, input: { userId: number }, operator) => {
      await server.operator.credit.lift(input, operator);
      return input;
    },
    show: done('active again'),
  }),
  defineAdminCommand({
    name: 'credit bill-paid',
    summary: 'Record money received on a bill (never more than the bill)',
    declare: (command) => command.argument('<billSn>', 'bill number, for example BL202610-10482').requiredOption('--amount <amount>', 'amount received'),
    input: (args, options) => ({ billSn: requiredText(args[0], 'billSn', 64), amount: positiveAmount(options.amount, '--amount') }),
    run: (server, input: { billSn: string; amount: number }, operator) => server.operator.credit.billPaid(input, operator),
    show: (result) => `Bill ${result.bill_sn}: ${result.paid_amount} of ${result.bill_amount} paid, ${result.outstanding_amount} outstanding.`,
  }),
];
