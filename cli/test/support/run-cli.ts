import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const bin = join(import.meta.dirname, '..', '..', 'bin', 'chipmart.js');

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** A user of the CLI with a home of their own: config files land in a fresh folder, no CHIPMART_* leaks in from the test's environment. */
export interface CliUser {
  home: string;
  configHome: string;
  run(args: string[], options?: { env?: Record<string, string>; input?: string }): Promise<CliResult>;
  remove(): Promise<void>;
}

export async function createCliUser(baseEnv: Record<string, string> = {}): Promise<CliUser> {
  const home = await mkdtemp(join(tmpdir(), 'chipmart-cli-'));
  const configHome = join(home, '.config');
  return {
    home,
    configHome,
    run: (args, options = {}) => runCli(args, { HOME: home, XDG_CONFIG_HOME: configHome, ...baseEnv, ...options.env }, options.input),
    remove: () => rm(home, { recursive: true, force: true }),
  };
}

/** Runs bin/chipmart.js as a child process, as a shell would. */
export function runCli(args: string[], env: Record<string, string>, input?: string): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
    child.stdin.end(input ?? '');
  });
}
