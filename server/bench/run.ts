/**
 * `npm run bench`: seeds the demo catalog (1,000,000 parts by default) and
 * measures orders placed per second, BOM matching, part-number search
 * latency in the server and goods-detail throughput under autocannon.
 * Prints numbers only; nothing here asserts a time. PostgreSQL 15 when its
 * binaries are installed (a throw-away cluster), else embedded PGlite.
 *
 *   npm run bench -- [--parts 1000000] [--seed S] [--duration 20] [--connections 32] [--engine postgres|pglite] [--explain]
 *                    [--url postgres://...]   an existing database: seeded only when it holds no parts yet, kept afterwards
 *                    [--buyers 200] [--orders-per-buyer 10] [--contended-skus 5] [--orders-only]   orders placed per second (PostgreSQL only)
 *                    [--bom-only]   BOM matching only: 100, 1,000 and 5,000 messy lines uploaded and matched (bench/bom.ts);
 *                                   with --explain, also the plans of the candidate statements for the 1,000-line BOM
 *                                   and the JIT summary of the part-number one for the 5,000-line BOM
 *
 *                    [--detail-only] [--detail-processes 1,2]   goods detail under autocannon only (bench/detail.ts): one server
 *                                   process straight, and each further count behind nginx, then the floor (a bare node:http server
 *                                   sending one fixed answer); requests/s, latency and CPU per request by process
 *
 *                    [--search-only] [--queries 200]   part-number search only (bench/search.ts): exact, prefix, fragment,
 *                                   misspelt and type-ahead queries through the in-process app; with --explain, each tier's
 *                                   plans and, in a second pass, every SQL round trip timed, the rest of each request
 *                                   and the five slowest requests of each kind
 *
 *                    [--cluster-only] [--processes 4]   goods-detail throughput and orders placed per second with 1, 2 and
 *                                   --processes server processes behind nginx on the one PostgreSQL (bench/cluster.ts; PostgreSQL only)
 *
 * --orders-only, --bom-only, --cluster-only, --detail-only and --search-only may be given together: each runs its section and leaves out the others.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { composeServer } from '../src/app/compose.ts';
import { createHttpApp } from '../src/app/http-app.ts';
import { seedDemoData } from '../src/app/seed/seed-demo-data.ts';
import { benchBoms, explainCandidates, MATCH_KINDS, MESSES } from './bom.ts';
import { benchCluster, printCluster } from './cluster.ts';
import { cpuTimesReadable } from './cpu.ts';
import { benchDetail, printDetail } from './detail.ts';
import { benchOrders } from './orders.ts';
import { benchSearch, explainTiers, printSearch, querySet } from './search.ts';
import { logStatements } from './statement-log.ts';
import { openDatabase, type OpenDatabase } from '../src/platform/db/open.ts';
import { queryRows } from '../src/platform/db/sql-rows.ts';
import { findPostgresBin, startPostgresCluster, type PostgresCluster } from '../test/support/postgres-cluster.ts';

const { values } = parseArgs({
  options: {
    parts: { type: 'string', default: '1000000' },
    seed: { type: 'string' },
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '32' },
    queries: { type: 'string', default: '200' },
    engine: { type: 'string' },
    explain: { type: 'boolean', default: false },
    url: { type: 'string' },
    buyers: { type: 'string', default: '200' },
    'orders-per-buyer': { type: 'string', default: '10' },
    'contended-skus': { type: 'string', default: '5' },
    'orders-only': { type: 'boolean', default: false },
    'bom-only': { type: 'boolean', default: false },
    'cluster-only': { type: 'boolean', default: false },
    'detail-only': { type: 'boolean', default: false },
    'search-only': { type: 'boolean', default: false },
    'detail-processes': { type: 'string', default: '1,2' },
    processes: { type: 'string', default: '4' },
  },
  strict: true,
});
const parts = Number(values.parts.replace(/_/g, ''));
/** An --…-only flag names the sections to run; without one every section runs. */
const onlySome = values['orders-only'] || values['bom-only'] || values['cluster-only'] || values['detail-only'] || values['search-only'];
const runs = {
  orders: !onlySome || values['orders-only'],
  bom: !onlySome || values['bom-only'],
  cluster: !onlySome || values['cluster-only'],
  search: !onlySome || values['search-only'],
  detail: !onlySome || values['detail-only'],
};
/** BOM sizes and timed runs of each: enough runs for a median, fewer of the largest. */
const BOM_SIZES = [
  { lines: 100, runs: 5 },
  { lines: 1000, runs: 5 },
  { lines: 5000, runs: 3 },
];
const ms = (value: number) => `${value.toFixed(2)} ms`;

interface Target {
  database: OpenDatabase;
  /** What the server process opens: a connection string or a PGlite data folder. */
  serverTarget: string;
  stop: () => Promise<void>;
}

async function openTarget(): Promise<Target> {
  if (values.url) {
    const database = await openDatabase({ engine: 'postgres', url: values.url });
    return { database, serverTarget: values.url, stop: async () => {} };
  }
  const bin = values.engine === 'pglite' ? undefined : findPostgresBin();
  if (values.engine === 'postgres' && !bin) throw new Error('PostgreSQL server binaries not found');
  if (bin) {
    // Sized as a database server of its own would be (a quarter of the memory, PostgreSQL's usual advice, at most 4 GB):
    // with the default 128 MB, a million parts and their SKUs are read from the operating system's cache.
    const sharedBuffersMb = Math.min(4096, Math.floor(totalmem() / 4 / 2 ** 20));
    const cluster: PostgresCluster = await startPostgresCluster(bin, { shared_buffers: `${sharedBuffersMb}MB` });
    const admin = new pg.Client({ connectionString: cluster.adminUrl });
    await admin.connect();
    await admin.query('create database chipmart_bench');
    await admin.end();
    const url = cluster.adminUrl.replace(/\/postgres$/, '/chipmart_bench');
    const database = await openDatabase({ engine: 'postgres', url });
    return { database, serverTarget: url, stop: async () => cluster.stop() };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'chipmart-bench-'));
  const database = await openDatabase({ engine: 'pglite', dataDir });
  return { database, serverTarget: dataDir, stop: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** BOM matching (bench/bom.ts): the in-process app, called as the BOM page calls it; PGlite and PostgreSQL alike. */
async function benchBomSection(target: Target): Promise<void> {
  // The BOMs depend on the seed only, so runs on other machines and engines match the same lines.
  const seed = values.seed ? Number(values.seed) : 20261127;
  const result = await benchBoms(target.database.db, { sizes: BOM_SIZES, seed });
  const cell = (value: string | number, width = 12) => String(value).padEnd(width);
  console.log('\nBOM matching (CSV uploaded, then matchBom end to end; in-process app, one buyer; every run uploads the BOM afresh and matches it once):');
  console.log(`${cell('lines', 7)}${cell('load', 6)}${cell('runs', 6)}${cell('upload median', 15)}${cell('upload best', 13)}${cell('match median', 15)}${cell('match best', 13)}${cell('lines/s', 9)}${MATCH_KINDS.map((kind) => cell(kind)).join('')}${cell('DNP', 6)}${cell('offered', 9)}no stock`);
  console.log('(exact … none: how the last run matched the lines that are not DNP; offered: lines given an offer, accepted or to confirm; no stock: a part but no offer with the stock asked for)');
  for (const size of result.sizes) {
    console.log(
      `${cell(size.lines, 7)}${cell(size.loadAverage.toFixed(1), 6)}${cell(size.match.runs, 6)}${cell(ms(size.upload.median), 15)}${cell(ms(size.upload.best), 13)}${cell(ms(size.match.median), 15)}${cell(ms(size.match.best), 13)}${cell(size.linesPerSecond.toFixed(0), 9)}${MATCH_KINDS.map((kind) => cell(size.kinds[kind])).join('')}${cell(size.dnp, 6)}${cell(size.withOffer, 9)}${size.noStock}`,
    );
  }
  const { reads } = result;
  console.log(`\nReads of the matched ${reads.lines.toLocaleString('en-US')}-line BOM, ${reads.getBom.runs} runs each (load average ${reads.loadAverage.toFixed(1)}):`);
  console.log(`${cell('call', 44)}${cell('median')}best`);
  console.log(`${cell('listBomLines (page of 100, doubtful_first)', 44)}${cell(ms(reads.listBomLines.median))}${ms(reads.listBomLines.best)}`);
  console.log(`${cell('getBom', 44)}${cell(ms(reads.getBom.median))}${ms(reads.getBom.best)}`);
  console.log(`\nThe ${reads.lines.toLocaleString('en-US')}-line BOM's lines by how the part number was written (rows) and how they matched (columns):`);
  console.log(`${cell('written', 32)}${[...MATCH_KINDS, 'DNP'].map((kind) => cell(kind)).join('')}`);
  for (const mess of MESSES) {
    const counts = result.messByKind.get(mess);
    if (counts) console.log(`${cell(mess, 32)}${[...MATCH_KINDS, 'dnp' as const].map((kind) => cell(counts[kind])).join('')}`);
  }
  if (values.explain) {
    const plans = await explainCandidates(target.database.db, 1000, seed);
    console.log(`\n-- BOM part-number candidates, 1,000-line BOM (EXPLAIN ANALYZE):\n${plans.partNumbers}`);
    console.log(`\n-- BOM description candidates for the ${plans.linesLeft} lines without a part-number candidate (EXPLAIN ANALYZE):\n${plans.descriptions}`);
    // At 5,000 lines the estimated cost crosses PostgreSQL's JIT inlining and optimisation thresholds: the summary shows what that costs.
    const largest = await explainCandidates(target.database.db, BOM_SIZES.at(-1)!.lines, seed);
    const summary = largest.partNumbers.split('\n').filter((line, index) => index === 0 || /^(JIT:|  Functions|  Options|  Timing|Planning Time|Execution Time)/.test(line));
    console.log(`\n-- BOM part-number candidates, ${BOM_SIZES.at(-1)!.lines.toLocaleString('en-US')}-line BOM (EXPLAIN ANALYZE, top node and summary):\n${summary.join('\n')}`);
  }
}

/** Several processes on the one PostgreSQL (bench/cluster.ts): 1, 2 and --processes of them, side by side. */
async function benchClusterSection(target: Target): Promise<void> {
  const most = Number(values.processes);
  if (!Number.isInteger(most) || most < 1) throw new Error(`--processes must be a whole number of at least 1, got "${values.processes}"`);
  const [range] = await queryRows<{ first: number; last: number }>(target.database.db, sql`select min(id) as first, max(id) as last from goods`);
  const options = {
    durationSeconds: Number(values.duration),
    connections: Number(values.connections),
    orders: { buyers: Number(values.buyers), ordersPerBuyer: Number(values['orders-per-buyer']), contendedSkus: Number(values['contended-skus']) },
  };
  console.log(`\nSeveral server processes (load average ${loadavg()[0]!.toFixed(1)} before):`);
  const result = await benchCluster({
    ...options,
    url: target.serverTarget,
    db: target.database.db,
    processCounts: [...new Set([1, 2, most])].sort((a, b) => a - b),
    range: range!,
    log: (line) => console.log(line),
  });
  printCluster(result, options, (line) => console.log(line));
}

/** Search latency, measured in the server (bench/search.ts); with --explain, each tier's plans and where each request's time goes. */
async function benchSearchSection(target: Target): Promise<void> {
  const inProcess = await composeServer(target.database.db);
  const app = createHttpApp(inProcess);
  const sets = await querySet(target.database.db, Number(values.queries));
  if (values.explain) for (const keywords of [sets.exact[0]!, sets.prefix[0]!, sets.contains[0]!, sets.fuzzy[0]!]) console.log(await explainTiers(target.database.db, keywords));
  const parts = await queryRows<{ parts: number }>(target.database.db, sql`select count(*)::int as parts from goods`);
  console.log(`\nPart-number search, ${sets.exact.length} queries per kind, page_size 20 (type-ahead: limit 8) over ${parts[0]!.parts.toLocaleString('en-US')} parts on ${target.database.engine}; server-side, in-process; load average ${loadavg()[0]!.toFixed(1)} before:`);
  const timed = await benchSearch(app, sets, { warmUp: 20 });
  printSearch(timed, (line) => console.log(line));
  if (values.explain) {
    // A second pass with every statement logged: the wrapper's own cost stays out of the figures above.
    const breakdown = await benchSearch(app, sets, { warmUp: 20, log: logStatements(target.database.db) });
    console.log(`\nThe same queries again with every SQL round trip timed (load average ${loadavg()[0]!.toFixed(1)}):`);
    printSearch(breakdown, (line) => console.log(line));
  }
  console.log(`(load average ${loadavg()[0]!.toFixed(1)} after)`);
  await inProcess.close();
}

/** Goods detail under autocannon from its own process (bench/detail.ts): one process straight, more behind nginx. */
async function benchDetailSection(target: Target): Promise<void> {
  const [range] = await queryRows<{ first: number; last: number }>(target.database.db, sql`select min(id) as first, max(id) as last from goods`);
  const counts = values['detail-processes'].split(',').map(Number);
  if (counts.some((count) => !Number.isInteger(count) || count < 1)) throw new Error(`--detail-processes takes whole numbers of at least 1, e.g. 1,2; got "${values['detail-processes']}"`);
  // PGlite has one writer per data folder: the one server process opens it after this one lets go.
  const pglite = target.database.engine === 'pglite';
  if (pglite) await target.database.close();
  const options = { url: target.serverTarget, range: range!, durationSeconds: Number(values.duration), connections: Number(values.connections) };
  console.log(`\nGoods detail (load average ${loadavg()[0]!.toFixed(1)} before${cpuTimesReadable() ? '' : '; no /proc here, so CPU times read 0'}):`);
  const runsDone = await benchDetail({
    ...options,
    // The floor (0) after the app's shapes: a bare HTTP server with the same answer.
    shapes: [...(pglite ? [1] : counts), 0].map((processes) => ({ processes })),
    mixes: ['every-part', 'popular'],
    log: (line) => console.log(line),
  });
  printDetail(runsDone, options, (line) => console.log(line));
}

const target = await openTarget();
try {
  console.log(`Machine: ${cpus().length} cores (${cpus()[0]?.model.trim()}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; engine ${target.database.engine}`);
  const [existing] = await queryRows<{ parts: number }>(target.database.db, sql`select count(*)::int as parts from goods`);
  if (values.url && existing!.parts > 0) {
    console.log(`Using the ${existing!.parts.toLocaleString('en-US')} parts already in the database`);
  } else {
    const seeded = await seedDemoData(target.database.db, { parts, seed: values.seed ? Number(values.seed) : undefined, log: (line) => console.log(line) });
    console.log(`Seeded ${seeded.parts.toLocaleString('en-US')} parts and ${seeded.skus.toLocaleString('en-US')} SKUs in ${seeded.seconds.toFixed(1)} s`);
  }
  await target.database.db.execute(sql`vacuum analyze goods`);

  // Orders placed per second: PostgreSQL only (PGlite runs one transaction at a time, so there is no contention to measure).
  if (runs.orders && target.database.engine === 'postgres') {
    const buyers = Number(values.buyers);
    const results = await benchOrders(target.database.db, { buyers, ordersPerBuyer: Number(values['orders-per-buyer']), contendedSkus: Number(values['contended-skus']) });
    console.log(`\nOrders placed (buy now, 1 piece; ${buyers} buyers at once, each placing ${values['orders-per-buyer']} orders one after another; in-process app, pool of 10 connections; load average ${loadavg()[0]!.toFixed(1)}):`);
    console.log('SKUs                      orders/s   p50        p99        orders   refused');
    for (const result of results) {
      console.log(`${`${result.label} (${result.skus} SKUs)`.padEnd(25)} ${result.ordersPerSecond.toFixed(0).padEnd(10)} ${ms(result.p50).padEnd(10)} ${ms(result.p99).padEnd(10)} ${String(result.orders).padEnd(8)} ${result.refused}`);
    }
  } else if (runs.orders) {
    console.log('\nOrders placed per second: skipped (PostgreSQL only).');
  }
  if (runs.bom) await benchBomSection(target);
  if (runs.cluster && target.database.engine === 'postgres') await benchClusterSection(target);
  else if (runs.cluster) console.log('\nSeveral server processes: skipped (PostgreSQL only; PGlite is one process).');
  if (runs.search) await benchSearchSection(target);
  if (runs.detail) await benchDetailSection(target);
} finally {
  if (target.database.engine === 'postgres') await target.database.close();
  await target.stop();
}
