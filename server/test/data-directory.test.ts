import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/platform/db/open.ts';
import { currencies } from '../src/platform/db/schema/index.ts';

const serverRoot = join(import.meta.dirname, '..');
const directories: string[] = [];
function freshDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'chipmart-data-'));
  directories.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of directories.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// Creating an embedded cluster on disk takes seconds, and much longer on a loaded machine.
describe('the embedded database in a data directory', { timeout: 180_000 }, () => {
  it('keeps its data across restarts', async () => {
    const dataDir = freshDataDir();
    const first = await openDatabase({ engine: 'pglite', dataDir });
    await first.db.insert(currencies).values({ code: 'USD', symbol: '$', state: 1, ratePerUsd: 1, unitDecimals: 5, totalDecimals: 2 });
    await first.close();

    const second = await openDatabase({ engine: 'pglite', dataDir });
    const rows = await second.db.select().from(currencies);
    await second.close();
    expect(rows.map((row) => row.code)).toEqual(['USD']);
  });

  it('refuses a second opening while the first is open, with a message saying what to do', async () => {
    const dataDir = freshDataDir();
    const first = await openDatabase({ engine: 'pglite', dataDir });
    try {
      await expect(openDatabase({ engine: 'pglite', dataDir })).rejects.toThrow(/in use by another Chipmart server.*DATA_DIR/s);
    } finally {
      await first.close();
    }
    const again = await openDatabase({ engine: 'pglite', dataDir });
    await again.db.execute(sql`select 1`);
    await again.close();
  });

  it('refuses a second process opening the same directory, leaving the data intact', async () => {
    const dataDir = freshDataDir();
    const first = await openDatabase({ engine: 'pglite', dataDir });
    await first.db.insert(currencies).values({ code: 'EUR', symbol: '€', state: 1, ratePerUsd: 0.92, unitDecimals: 5, totalDecimals: 2 });
    const script = join(dataDir, '..', `open-${process.pid}.mts`);
    writeFileSync(
      script,
      `import { openDatabase } from ${JSON.stringify(join(serverRoot, 'src/platform/db/open.ts'))};\n` +
        `try { await openDatabase({ engine: 'pglite', dataDir: ${JSON.stringify(dataDir)} }); console.log('opened'); } catch (error) { console.log(String(error)); process.exit(3); }\n`,
    );
    try {
      const child = spawnSync(join(serverRoot, '..', 'node_modules/.bin/tsx'), [script], { encoding: 'utf8', timeout: 60_000 });
      expect(child.status).toBe(3);
      expect(child.stdout).toContain(`in use by another Chipmart server (process ${process.pid})`);
      const rows = await first.db.select().from(currencies);
      expect(rows.map((row) => row.code)).toEqual(['EUR']);
    } finally {
      rmSync(script, { force: true });
      await first.close();
    }
  });

  it('takes over a directory whose previous owner died without closing it', async () => {
    const dataDir = freshDataDir();
    const first = await openDatabase({ engine: 'pglite', dataDir });
    await first.close();
    // A lock file left by a process that no longer exists.
    writeFileSync(join(dataDir, 'chipmart.lock'), '999999');
    const reopened = await openDatabase({ engine: 'pglite', dataDir });
    await reopened.close();
  });

  it('starts again after a crash when the restarted server got the process id of the one that died (a container restart)', async () => {
    const dataDir = freshDataDir();
    const first = await openDatabase({ engine: 'pglite', dataDir });
    await first.db.insert(currencies).values({ code: 'USD', symbol: '$', state: 1, ratePerUsd: 1, unitDecimals: 5, totalDecimals: 2 });
    await first.close();
    // The crashed server's lock names the id this process has now: in a fresh PID namespace the server often gets the same one.
    writeFileSync(join(dataDir, 'chipmart.lock'), String(process.pid));
    const restarted = await openDatabase({ engine: 'pglite', dataDir });
    try {
      expect((await restarted.db.select().from(currencies)).map((row) => row.code)).toEqual(['USD']);
      // The lock is this process's now: a second opening in it is still refused.
      await expect(openDatabase({ engine: 'pglite', dataDir })).rejects.toThrow(/in use by another Chipmart server/);
    } finally {
      await restarted.close();
    }
  });
});
