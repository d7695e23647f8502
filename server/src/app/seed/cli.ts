import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../platform/db/open.ts';
import { readConfig } from '../config.ts';
import { catalogIsEmpty, DEFAULT_SEED, seedDemoData } from './seed-demo-data.ts';

const usage = 'Usage: npm run seed -- --parts N [--seed S] [--reset]';

function wholeNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value.replace(/_/g, ''));
  if (!Number.isSafeInteger(number) || number < 0) {
    console.error(`--${name} must be a whole number, got "${value}".\n${usage}`);
    process.exit(2);
  }
  return number;
}

/** Empties every table of the application (not the migration journal, which lives in its own schema). */
async function emptyAllTables(db: Database): Promise<void> {
  const result = await db.execute(sql`select tablename from pg_tables where schemaname = current_schema()`);
  const tables = (result as unknown as { rows: Array<{ tablename: string }> }).rows.map((row) => row.tablename);
  if (tables.length === 0) return;
  await db.execute(sql`truncate ${sql.join(tables.map((table) => sql.identifier(table)), sql`, `)} restart identity cascade`);
}

const { values } = parseArgs({
  options: { parts: { type: 'string' }, seed: { type: 'string' }, reset: { type: 'boolean', default: false }, help: { type: 'boolean', default: false } },
  strict: true,
});
if (values.help || values.parts === undefined) {
  console.log(`${usage}\n\nFills the database named by DATABASE_URL, or else the embedded one in DATA_DIR (default .data/), with the demo data.\n--reset empties a database that already holds data first.`);
  process.exit(values.help ? 0 : 2);
}
const parts = wholeNumber('parts', values.parts, 0);
const seed = wholeNumber('seed', values.seed, DEFAULT_SEED);

// npm runs workspace scripts in the workspace folder; INIT_CWD is where the user typed the command.
const config = readConfig(process.env, process.env.INIT_CWD ?? process.cwd());
const target = config.databaseUrl ? { engine: 'postgres' as const, url: config.databaseUrl } : { engine: 'pglite' as const, dataDir: config.dataDir };
console.log(`Target: ${target.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${target.dataDir}`}`);

const started = performance.now();
const database = await openDatabase(target);
try {
  if (!(await catalogIsEmpty(database.db))) {
    if (!values.reset) {
      console.error('The database already holds data. Run with --reset to empty it and seed again.');
      process.exitCode = 1;
    } else {
      console.log('Emptying every table (--reset)…');
      await emptyAllTables(database.db);
    }
  }
  if (process.exitCode !== 1) {
    const report = await seedDemoData(database.db, { parts, seed, log: (line) => console.log(line) });
    const total = (performance.now() - started) / 1000;
    console.log(
      `Done in ${total.toFixed(1)} s (seeding ${report.seconds.toFixed(1)} s): ${report.parts.toLocaleString('en-US')} parts, ${report.skus.toLocaleString('en-US')} SKUs, ` +
        `${report.rowsPerSecond.toLocaleString('en-US')} rows/s while loading.`,
    );
  }
} finally {
  await database.close();
}
