import { refreshContentPages } from '../../features/site/index.ts';
import { holdingStartupLock, type Database } from '../../platform/db/open.ts';
import { catalogIsEmpty, DatabaseNotEmptyError, seedDemoData, type SeedReport } from './seed-demo-data.ts';

export interface SeedIfEmptyOptions {
  parts: number;
  seed?: number;
  log?: (line: string) => void;
}

/**
 * Seeds the demo data on first start only: a database that already holds a
 * catalog is kept as it is (a restart never resets data), except that its
 * content pages are brought up to this version's texts where those are newer.
 * Returns the report when it seeded, null when there was nothing to do.
 * Runs under the database's start-up lock: of several processes starting
 * together on one empty PostgreSQL database, the first seeds it and the
 * others wait, then keep its data.
 */
export function seedIfEmpty(db: Database, options: SeedIfEmptyOptions): Promise<SeedReport | null> {
  return holdingStartupLock(db, () => seedOrKeep(db, options));
}

async function seedOrKeep(db: Database, options: SeedIfEmptyOptions): Promise<SeedReport | null> {
  const log = options.log ?? (() => {});
  if (!(await catalogIsEmpty(db))) {
    log('Database already holds a catalog: keeping it (no seeding).');
    const pages = await refreshContentPages(db);
    if (pages > 0) log(`Updated ${pages} content page(s) to the texts of this version.`);
    return null;
  }
  log(`Empty database: seeding the demo data with ${options.parts.toLocaleString('en-US')} parts (first start only).`);
  try {
    return await seedDemoData(db, { parts: options.parts, seed: options.seed, log });
  } catch (error) {
    // Another process seeded the same database in the meantime: its data stands.
    if (error instanceof DatabaseNotEmptyError) {
      log('Another process seeded the database meanwhile: keeping its data.');
      return null;
    }
    throw error;
  }
}
