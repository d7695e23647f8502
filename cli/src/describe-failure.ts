import { ApiError, NetworkError } from '@chipmart/client';
import { ContractDriftError } from './api/contract-drift-error.ts';
import { CliError } from './cli-error.ts';
import { ExitCode } from './exit-codes.ts';

/** Envelope codes of the partner document's error catalogue, with the exit code and the next step for each. */
const apiFailures: Record<number, { exitCode: ExitCode; hint: string }> = {
  4001: { exitCode: ExitCode.authentication, hint: 'The token expired or was revoked: run `chipmart login` again.' },
  4010: { exitCode: ExitCode.authentication, hint: 'Check the e-mail and password, or run `chipmart login` if no token was sent.' },
  4030: { exitCode: ExitCode.authentication, hint: 'Apply for API access in the shop under My account › API interface, and wait for approval.' },
  4040: { exitCode: ExitCode.notFound, hint: 'Check the number: `chipmart orders list`, `chipmart whoami` (addresses) and `chipmart shipping` list what your account has.' },
  4090: { exitCode: ExitCode.conflict, hint: 'Nothing was ordered. Adjust the quantities to stock, minimum and multiple (`chipmart goods search`), or use a new idempotency key for a different order.' },
  4220: { exitCode: ExitCode.usage, hint: 'Fix the values named above and run the command again.' },
  4290: { exitCode: ExitCode.rateLimited, hint: 'Wait and try again; CHIPMART_MAX_RETRY_WAIT sets how long chipmart itself waits (seconds).' },
  5000: { exitCode: ExitCode.failure, hint: 'Try again later; quote the request id to api@chipmart.example if it persists.' },
};

/** Any error a command throws, as the message, next step and exit code the user sees. */
export function describeFailure(error: unknown): CliError {
  if (error instanceof CliError) return error;
  if (error instanceof ApiError) return fromApiError(error);
  if (error instanceof NetworkError) {
    return new CliError(`${error.message}.`, ExitCode.failure, 'Check --base-url (or CHIPMART_BASE_URL) and your network, then try again.');
  }
  if (error instanceof ContractDriftError) {
    return new CliError(error.message, ExitCode.failure, 'The server and this chipmart disagree on the partner API: update chipmart, or report it to api@chipmart.example.');
  }
  return new CliError(error instanceof Error ? error.message : String(error), ExitCode.failure);
}

function fromApiError(error: ApiError): CliError {
  const known = apiFailures[error.code] ?? { exitCode: ExitCode.failure, hint: undefined };
  const details = [
    ...error.fieldErrors.map((field) => `  ${field.field}: ${field.message}`),
    ...(error.retryAfter !== undefined && error.code === 4290 ? [`  Retry after ${error.retryAfter} s.`] : []),
    ...(error.requestId ? [`  Request id: ${error.requestId}`] : []),
  ];
  const message = `${error.message || `The server refused the call (code ${error.code})`} [${error.code}]${details.length ? `\n${details.join('\n')}` : ''}`;
  return new CliError(message, known.exitCode, known.hint, error.code);
}
