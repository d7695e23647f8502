import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInspectingProxy, type InspectingProxy } from './support/inspecting-proxy.ts';
import { createCliUser, type CliUser } from './support/run-cli.ts';
import { partnerTarget } from './support/signed-in-user.ts';

const bin = join(import.meta.dirname, '..', 'bin', 'chipmart.js');
// util-linux's script(1) gives the CLI a terminal, as a person's shell would.
const hasScript = spawnSync('script', ['--version']).status === 0;

let proxy: InspectingProxy;
let user: CliUser;
beforeAll(async () => {
  proxy = await startInspectingProxy(partnerTarget().baseUrl);
  user = await createCliUser();
});
afterAll(async () => {
  await Promise.all([proxy.close(), user.remove()]);
});

describe.runIf(hasScript)('login on a terminal', () => {
  it('asks for the password without echoing it, Backspace editing it', async () => {
    const command = [process.execPath, bin, 'login', '--base-url', proxy.baseUrl, '--email', partnerTarget().email].map((word) => `'${word}'`).join(' ');
    const child = spawn('script', ['-qec', command, '/dev/null'], { env: { PATH: process.env.PATH ?? '', HOME: user.home, XDG_CONFIG_HOME: user.configHome } });
    let screen = '';
    let hasTyped = false;
    const typed = new Promise<void>((resolve) => {
      child.stdout.on('data', (chunk: Buffer) => {
        screen += chunk.toString();
        // Type only once the prompt is up, as a person would.
        if (screen.includes('Password for ') && !hasTyped) {
          hasTyped = true;
          child.stdin.write('wrong\u007f\u007f\u007f\u007f\u007fsecret\r');
          resolve();
        }
      });
    });
    const exit = new Promise<number>((resolve) => child.on('close', (code) => resolve(code ?? -1)));
    await typed;
    const code = await exit;
    expect(code).toBe(0);
    expect(screen).toMatch(/Password for .+: \r?\nLogged in to /);
    expect(screen).not.toContain('secret');
    expect(JSON.parse(proxy.requests.at(-1)!.body)).toEqual({ email: partnerTarget().email, password: 'secret' });
  });
});
