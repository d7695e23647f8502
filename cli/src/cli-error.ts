import { ExitCode } from './exit-codes.ts';

/**
 * A failure the CLI explains itself: what happened, what to do next and the
 * exit code a script sees. Every other error is turned into one before it is printed.
 */
export class CliError extends Error {
  override readonly name = 'CliError';
  constructor(
    message: string,
    readonly exitCode: ExitCode = ExitCode.failure,
    /** The next step, in a sentence ("Run `chipmart login` first."). */
    readonly hint?: string,
    /** The server's envelope code, when the failure came from the API. */
    readonly apiCode?: number,
    /** The key a failed `orders create` used: repeating with it cannot order twice. */
    readonly idempotencyKey?: string,
  ) {
    super(message);
  }
}

/** A wrong command line: exit code 2. */
export const usageError = (message: string, hint?: string) => new CliError(message, ExitCode.usage, hint);
