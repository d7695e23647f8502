import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { serverDataDir } from './mailbox.ts';

const run = promisify(execFile);
const repoRoot = join(import.meta.dirname, '../../../..');

/** The operator CLI `npm run admin` runs, started directly: npm adds only its own start-up time. */
const tsx = join(repoRoot, 'node_modules/.bin/tsx');
const adminCli = join(repoRoot, 'server/src/app/admin/cli.ts');

/**
 * Runs a staff command (as `npm run -s admin -- …`) against the reference
 * server of the running test's site, through its operator socket, and
 * returns its JSON result; a refused command fails the test with the CLI's words.
 */
export async function admin<T = unknown>(...words: string[]): Promise<T> {
  try {
    const { stdout } = await run(tsx, [adminCli, '--json', '--as', 'e2e-staff', ...words], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: serverDataDir() },
    });
    return JSON.parse(stdout) as T;
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string };
    throw new Error(`admin ${words.join(' ')} failed: ${stderr ?? ''}${stdout ?? ''}`, { cause: error });
  }
}
