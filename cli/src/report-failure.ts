import type { CliError } from './cli-error.ts';

/** Prints a failure on stderr: for people "Error: ...\nNext: ...", for scripts (--json) one JSON object. */
export function reportFailure(failure: CliError, json: boolean): void {
  if (json) {
    const error = { message: failure.message, hint: failure.hint, exitCode: failure.exitCode, code: failure.apiCode, idempotencyKey: failure.idempotencyKey };
    process.stderr.write(`${JSON.stringify({ error })}\n`);
    return;
  }
  process.stderr.write(`Error: ${failure.message}\n${failure.hint ? `${failure.hint}\n` : ''}`);
}
