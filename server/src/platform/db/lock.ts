import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Thrown when another live process already has the data directory open. */
export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data directory ${dataDir} is in use by another Chipmart server (process ${pid}). ` +
        'Stop that process, or start this one with another DATA_DIR or with DATABASE_URL.',
    );
    this.name = 'DataDirInUseError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The lock files this process holds: a lock naming this process's id that is not among them was left by an earlier process. */
const heldHere = new Set<string>();

/**
 * Takes the data directory for this process. Embedded PostgreSQL has one
 * writer; a second process writing the same files would corrupt them. A
 * lock whose process is gone is taken over. So is one naming this very
 * process that this process never took: a server restarted after a crash
 * in a fresh container (or PID namespace) often gets the same process id
 * as the one that died, and would otherwise refuse its own data.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = resolve(dataDir, 'chipmart.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldHere.add(lockFile);
      return () => {
        heldHere.delete(lockFile);
        rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockFile, 'utf8').trim());
      const leftByEarlierProcess = owner === process.pid && !heldHere.has(lockFile);
      if (Number.isInteger(owner) && owner > 0 && !leftByEarlierProcess && isAlive(owner)) throw new DataDirInUseError(dataDir, owner);
      // The owner died without cleaning up: the lock is stale.
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
