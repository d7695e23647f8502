import { FALLBACK_LOCALE } from '../../platform/i18n/locales.ts';
import { translate } from '../../platform/i18n/messages.ts';
import { AppError, ValidationError } from '../../platform/http/errors.ts';
import type { Operator } from '../../platform/operator/operator-actions.ts';
import type { ComposedServer } from '../compose.ts';
import { adminCommands } from './commands/index.ts';
import { UsageError } from './parse-input.ts';

/** What a command run answers, in the CLI's process or across the operator socket. */
export type AdminOutcome =
  | { ok: true; result: unknown; text: string }
  /** `refused`: the shop said no (not found, wrong state, invalid value); `usage`: the command line itself was wrong. */
  | { ok: false; kind: 'refused' | 'usage' | 'failed'; code?: number; message: string };

export interface AdminRequest {
  name: string;
  input: unknown;
  operator: Operator;
}

/** Runs one operator command against a composed server, turning refusals into plain outcomes. */
export async function executeAdminCommand(server: ComposedServer, request: AdminRequest): Promise<AdminOutcome> {
  const command = adminCommands.find((candidate) => candidate.name === request.name);
  if (!command) return { ok: false, kind: 'usage', message: `Unknown command "${request.name}"` };
  if (!request.operator?.name?.trim()) return { ok: false, kind: 'usage', message: 'The operator name is required (--as <name>)' };
  try {
    const result = await command.run(server, request.input, request.operator);
    return { ok: true, result, text: command.show(result) };
  } catch (error) {
    if (error instanceof UsageError) return { ok: false, kind: 'usage', message: error.message };
    if (error instanceof ValidationError) {
      const details = error.errors.map((problem) => `${problem.field}: ${typeof problem.message === 'string' ? problem.message : translate(FALLBACK_LOCALE, problem.message, problem.params ?? {})}`);
      return { ok: false, kind: 'refused', code: error.code, message: details.join('\n') };
    }
    if (error instanceof AppError) return { ok: false, kind: 'refused', code: error.code, message: error.message };
    return { ok: false, kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}
