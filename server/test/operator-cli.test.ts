import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeAdminCommand } from '../src/app/admin/execute.ts';
import { listenForOperators, operatorSocketIn, sendToServer } from '../src/app/admin/operator-socket.ts';
import { lockDataDir } from '../src/platform/db/lock.ts';
import { recordOperatorAction } from '../src/platform/operator/operator-actions.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const run = promisify(execFile);
const serverRoot = join(import.meta.dirname, '..');
const tsx = join(serverRoot, '..', 'node_modules/.bin/tsx');
const operator = { name: 'ops-test' };

/** Runs `npm run admin -- <args>` as staff would, in its own process; resolves with its exit code and output. */
async function admin(dataDir: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(tsx, ['src/app/admin/cli.ts', ...args], {
      cwd: serverRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', CHIPMART_OPERATOR: 'cli-test' },
      timeout: 90_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('the operator CLI', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ engine: 'pglite', mailLog: () => {} });
    await recordOperatorAction(server.database.db, {
      operator: { name: 'alice' },
      action: 'order.ship',
      target: 'order:CM2611250001001',
      details: { carrier: 'DHL' },
      at: new Date('2026-11-25T08:00:00Z'),
    });
  });
  afterAll(async () => server?.close());

  it('shows who did what to a record, newest first', async () => {
    const outcome = await executeAdminCommand(server.composed, { name: 'log', input: { target: 'order:CM2611250001001', limit: 5 }, operator });
    expect(outcome).toMatchObject({ ok: true, result: [{ operator: 'alice', action: 'order.ship', target: 'order:CM2611250001001', details: { carrier: 'DHL' } }] });
    if (outcome.ok) expect(outcome.text).toContain('alice');
  });

  it('refuses an unknown command and an action without an operator name', async () => {
    expect(await executeAdminCommand(server.composed, { name: 'order teleport', input: {}, operator })).toMatchObject({ ok: false, kind: 'usage' });
    expect(await executeAdminCommand(server.composed, { name: 'log', input: { target: null, limit: 1 }, operator: { name: ' ' } })).toMatchObject({
      ok: false,
      kind: 'usage',
    });
  });

  it('reaches a running server through its operator socket and gets the same answer', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'chipmart-operator-'));
    const listener = await listenForOperators(server.composed, operatorSocketIn(dataDir));
    try {
      const outcome = await sendToServer(operatorSocketIn(dataDir), { name: 'log', input: { target: 'order:CM2611250001001', limit: 5 }, operator });
      expect(outcome).toMatchObject({ ok: true, result: [{ operator: 'alice' }] });
      expect(await sendToServer(operatorSocketIn(dataDir), { name: 'nothing', input: {}, operator })).toMatchObject({ ok: false, kind: 'usage' });
    } finally {
      listener.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('from the command line: runs on an embedded database no server holds, and through the socket when a server holds it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'chipmart-operator-cli-'));
    try {
      const alone = await admin(dataDir, ['log']);
      expect(alone).toMatchObject({ code: 0 });
      expect(alone.stdout).toContain('No operator actions recorded.');

      // A server holding the data directory: the CLI cannot open it and sends the command over.
      const unlock = lockDataDir(dataDir);
      const listener = await listenForOperators(server.composed, operatorSocketIn(dataDir));
      try {
        const viaServer = await admin(dataDir, ['--json', 'log', 'order:CM2611250001001']);
        expect(viaServer.code).toBe(0);
        expect(JSON.parse(viaServer.stdout)).toMatchObject([{ operator: 'alice', action: 'order.ship' }]);
      } finally {
        listener.close();
        unlock();
      }

      const badLimit = await admin(dataDir, ['log', '--limit', 'many']);
      expect(badLimit.code).toBe(2);
      expect(badLimit.stderr).toContain('--limit must be a whole number');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
