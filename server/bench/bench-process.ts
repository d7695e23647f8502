/** A benchmark's helper process (a server or the load generator) run with tsx from the server folder. */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const serverDir = join(import.meta.dirname, '..');
const tsx = join(serverDir, '..', 'node_modules', '.bin', 'tsx');

/** Starts `tsx args…`; `output` resolves with its whole stdout when it exits, `lines` hears each line as it comes. */
export function runProcess(args: string[]): { child: ChildProcess; output: Promise<string>; lines: (onLine: (line: string) => void) => void } {
  const child = spawn(tsx, args, { cwd: serverDir, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  const listeners: Array<(line: string) => void> = [];
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    for (const line of chunk.toString().split('\n')) if (line.trim()) listeners.forEach((listener) => listener(line.trim()));
  });
  return { child, output: new Promise((resolve) => child.on('exit', () => resolve(output))), lines: (onLine) => listeners.push(onLine) };
}
