import type { ApiAccessStateName } from '../../../features/identity/index.ts';
import type { ComposedServer } from '../../compose.ts';
import { defineAdminCommand } from '../admin-command.ts';
import { positiveInteger, requiredText, UsageError } from '../parse-input.ts';
import { table } from '../show-table.ts';

const STATES: readonly ApiAccessStateName[] = ['pending', 'approved', 'refused', 'revoked'];

function stateOption(value: unknown): ApiAccessStateName | undefined {
  if (value === undefined) return undefined;
  if (!STATES.includes(value as ApiAccessStateName)) throw new UsageError(`--state must be one of ${STATES.join(', ')}, got "${String(value)}"`);
  return value as ApiAccessStateName;
}

type Application = Awaited<ReturnType<ComposedServer['operator']['identity']['apiAccess']['list']>>[number];
const decided = (application: Application) =>
  `API access of account ${application.user_id} (${application.email}): ${application.state}${application.reject_reason ? ` (${application.reject_reason})` : ''}.`;

/** Partner API access: review applications, revoke access. */
export const apiAccessCommands = [
  defineAdminCommand({
    name: 'api-access list',
    summary: 'List accounts that applied for partner API access, newest application first',
    declare: (command) => command.option('--state <state>', `only accounts in this state (${STATES.join(', ')})`),
    input: (_args, options) => ({ state: stateOption(options.state) }),
    run: (server, input: { state?: ApiAccessStateName }) => server.operator.identity.apiAccess.list(input),
    show: (rows) =>
      rows.length === 0
        ? 'No API access applications.'
        : table(
            ['user', 'email', 'company', 'state', 'volume', 'calls/day', 'submitted', 'reviewed', 'reason'],
            rows.map((row) => [row.user_id, row.email, row.company_name, row.state, row.expected_volume, row.expected_daily_calls, row.submit_time, row.review_time, row.reject_reason]),
          ),
  }),
  defineAdminCommand({
    name: 'api-access approve',
    summary: 'Approve a pending application: the account may call the partner API',
    declare: (command) => command.argument('<userId>', 'account id'),
    input: (args) => ({ userId: positiveInteger(args[0], 'userId') }),
    run: (server, input: { userId: number }, operator) => server.operator.identity.apiAccess.approve(input, operator),
    show: decided,
  }),
  defineAdminCommand({
    name: 'api-access refuse',
    summary: 'Refuse a pending application; the account may apply again',
    declare: (command) => command.argument('<userId>', 'account id').requiredOption('--reason <text>', 'why, kept with the application'),
    input: (args, options) => ({ userId: positiveInteger(args[0], 'userId'), reason: requiredText(options.reason, '--reason') }),
    run: (server, input: { userId: number; reason: string }, operator) => server.operator.identity.apiAccess.refuse(input, operator),
    show: decided,
  }),
  defineAdminCommand({
    name: 'api-access revoke',
    summary: 'Revoke approved access; open partner sessions end',
    declare: (command) => command.argument('<userId>', 'account id').option('--reason <text>', 'why, for the record'),
    input: (args, options) => ({ userId: positiveInteger(args[0], 'userId'), reason: options.reason === undefined ? undefined : requiredText(options.reason, '--reason') }),
    run: (server, input: { userId: number; reason?: string }, operator) => server.operator.identity.apiAccess.revoke(input, operator),
    show: decided,
  }),
  defineAdminCommand({
    name: 'api-access revoke-tokens',
    summary: "End every live partner API token of an account; its access stays approved",
    declare: (command) => command.argument('<userId>', 'account id').option('--reason <text>', 'why, for the record'),
    input: (args, options) => ({ userId: positiveInteger(args[0], 'userId'), reason: options.reason === undefined ? undefined : requiredText(options.reason, '--reason') }),
    run: (server, input: { userId: number; reason?: string }, operator) => server.operator.identity.apiAccess.revokeTokens(input, operator),
    show: (result) => `Ended ${result.revoked} partner API token${result.revoked === 1 ? '' : 's'} of account ${result.user_id}.`,
  }),
];
