/**
 * Goods detail under load: server processes of bench/serve.ts (the app of `npm start`) on the seeded
 * PostgreSQL database, one straight to autocannon or several behind nginx (the shape of `npm run
 * start:cluster`), autocannon (bench/load.ts) in its own process, in both mixes. Besides requests/s and
 * latency it reports the CPU each request cost, by who spent it: the server processes, their PostgreSQL
 * backends, nginx, the load generator, and the whole machine (which includes other work on it).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { runProcess } from './bench-process.ts';
import pg from 'pg';
import { findNginx, startNginx, type RunningNginx } from '../../scripts/lib/nginx-proxy.mjs';
import { freePort } from '../../scripts/lib/postgres-local.mjs';
import { cpuSecondsBetween, cpuSecondsByPid, machineCpuSeconds, processTree } from './cpu.ts';

/** The server processes' connections carry this name, so their PostgreSQL backends can be found and timed. */
const APPLICATION_NAME = 'chipmart-bench-detail';

export type DetailMix = 'every-part' | 'popular';

export interface DetailShape {
  /** Server processes of the app; 0 is the floor: a bare node:http server answering one fixed goods-detail answer. */
  processes: number;
}

export interface DetailRun {
  shape: DetailShape;
  behindNginx: boolean;
  mix: DetailMix;
  loadAverage: number;
  requestsPerSecond: number;
  total: number;
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  /** Milliseconds of CPU per answered request, by who spent it; `machine` is every process on the machine. */
  cpuPerRequest: { server: number; database: number; proxy: number; load: number; machine: number };
  /** Share of the machine's cores busy during the run (all processes, ours and others'). */
  machineBusy: number;
}

export interface DetailOptions {
  /** Connection string of the seeded database the server processes open. */
  url: string;
  range: { first: number; last: number };
  durationSeconds: number;
  connections: number;
  shapes: DetailShape[];
  mixes: DetailMix[];
  /** Hold this many requests/s instead of sending as fast as answers come (CPU per request at one rate compares changes best). */
  rate?: number;
  log: (line: string) => void;
}

function withApplicationName(url: string): string {
  if (!url.startsWith('postgres')) return url;
  const named = new URL(url);
  named.searchParams.set('application_name', APPLICATION_NAME);
  return named.toString();
}

/** Processes of bench/serve.ts (or, for the floor, one of bench/serve-fixed.ts), each on its own port; resolves when all listen. */
async function startServers(url: string, count: number, fixedAnswer: string | undefined): Promise<{ ports: number[]; pids: () => number[]; stop: () => Promise<void> }> {
  const servers: Array<ReturnType<typeof runProcess>> = [];
  const ports: number[] = [];
  for (let index = 0; index < Math.max(1, count); index++) {
    const port = await freePort();
    ports.push(port);
    servers.push(runProcess(count === 0 ? ['bench/serve-fixed.ts', fixedAnswer!, String(port)] : ['bench/serve.ts', withApplicationName(url), String(port)]));
  }
  await Promise.all(
    servers.map(
      (server) =>
        new Promise<void>((resolve, reject) => {
          server.lines((line) => line === 'ready' && resolve());
          server.child.once('exit', (code) => reject(new Error(`a server process exited with ${code} before it listened`)));
        }),
    ),
  );
  return {
    ports,
    // tsx runs the server in a child node process: the whole tree is the server.
    pids: () => servers.flatMap((server) => processTree(server.child.pid!)),
    stop: async () => {
      for (const server of servers) server.child.kill('SIGTERM');
      await Promise.all(servers.map((server) => server.output));
    },
  };
}

async function backendPids(admin: pg.Client | undefined): Promise<number[]> {
  // PGlite runs inside the server process: its time is the server's.
  if (!admin) return [];
  const { rows } = await admin.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1', [APPLICATION_NAME]);
  return rows.map((row) => row.pid);
}

interface LoadResult {
  requestsPerSecond: number;
  total: number;
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  cpuSeconds: number;
}

/** One mix under autocannon, with the CPU every party spent meanwhile. */
async function measure(baseUrl: string, options: DetailOptions, mix: DetailMix, parties: { server: () => number[]; proxy: () => number[]; admin: pg.Client | undefined }): Promise<Omit<DetailRun, 'shape' | 'behindNginx'>> {
  const loadAverage = loadavg()[0]!;
  const serverBefore = cpuSecondsByPid(parties.server());
  const proxyBefore = cpuSecondsByPid(parties.proxy());
  const databaseBefore = cpuSecondsByPid(await backendPids(parties.admin));
  const machineBefore = machineCpuSeconds();
  const load = runProcess(['bench/load.ts', baseUrl, String(options.range.first), String(options.range.last), String(options.durationSeconds), String(options.connections), mix, ...(options.rate ? [String(options.rate)] : [])]);
  const result = JSON.parse((await load.output).trim().split('\n').at(-1)!) as LoadResult;
  const machineAfter = machineCpuSeconds();
  const server = cpuSecondsBetween(serverBefore, cpuSecondsByPid(parties.server()));
  const proxy = cpuSecondsBetween(proxyBefore, cpuSecondsByPid(parties.proxy()));
  const database = cpuSecondsBetween(databaseBefore, cpuSecondsByPid(await backendPids(parties.admin)));
  const answered = Math.max(1, result.total);
  const perRequest = (seconds: number) => (seconds * 1000) / answered;
  return {
    mix,
    loadAverage,
    requestsPerSecond: result.requestsPerSecond,
    total: result.total,
    latency: result.latency,
    non2xx: result.non2xx,
    errors: result.errors,
    cpuPerRequest: {
      server: perRequest(server),
      database: perRequest(database),
      proxy: perRequest(proxy),
      load: perRequest(result.cpuSeconds),
      machine: perRequest(machineAfter.busy - machineBefore.busy),
    },
    machineBusy: (machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total),
  };
}

/** Every shape in turn, each with every mix. */
export async function benchDetail(options: DetailOptions): Promise<DetailRun[]> {
  const nginxBinary = findNginx();
  const admin = options.url.startsWith('postgres') ? new pg.Client({ connectionString: options.url }) : undefined;
  await admin?.connect();
  const runs: DetailRun[] = [];
  // The floor answers with a real answer, taken from the app in the first shape's warm-up.
  const answerFolder = mkdtempSync(join(tmpdir(), 'chipmart-detail-'));
  const fixedAnswer = join(answerFolder, 'answer.json');
  try {
    for (const shape of options.shapes) {
      const servers = await startServers(options.url, shape.processes, fixedAnswer);
      let nginx: RunningNginx | undefined;
      try {
        let baseUrl = servers.ports.map((port) => `http://127.0.0.1:${port}`).join(',');
        if (shape.processes > 1 && nginxBinary) {
          const port = await freePort();
          nginx = await startNginx(nginxBinary, { port, upstreams: servers.ports.map((upstream) => ({ host: '127.0.0.1', port: upstream })) });
          baseUrl = `http://127.0.0.1:${port}`;
        }
        // Warm every process (snapshot, connection pool, prepared statements, JIT) before measuring.
        const urls = baseUrl.split(',');
        for (let index = 0; index < 200 * Math.max(1, shape.processes); index++) {
          const answer = await fetch(`${urls[index % urls.length]}/api/goods/goodsDetail?goods_id=${options.range.first + index}`).then((response) => response.arrayBuffer());
          if (shape.processes > 0 && index === 0) writeFileSync(fixedAnswer, Buffer.from(answer));
        }
        // The floor answers the same bytes whatever the part: one mix tells it all.
        for (const mix of shape.processes === 0 ? options.mixes.slice(0, 1) : options.mixes) {
          const run = await measure(baseUrl, options, mix, { server: servers.pids, proxy: () => (nginx ? processTree(nginx.child.pid!) : []), admin });
          runs.push({ shape, behindNginx: Boolean(nginx), ...run });
          options.log(`  ${describeShape(shape, Boolean(nginx))}, ${mix}: ${run.requestsPerSecond.toFixed(0)} requests/s`);
        }
      } finally {
        await nginx?.stop();
        await servers.stop();
      }
    }
  } finally {
    await admin?.end();
    rmSync(answerFolder, { recursive: true, force: true });
  }
  return runs;
}

function describeShape(shape: DetailShape, behindNginx: boolean): string {
  if (shape.processes === 0) return 'floor: bare node:http';
  if (shape.processes === 1) return '1 process';
  return `${shape.processes} processes ${behindNginx ? 'behind nginx' : 'without a proxy (nginx not installed)'}`;
}

/** One line per run: throughput, latency, and CPU per request by party. */
export function printDetail(runs: DetailRun[], options: Pick<DetailOptions, 'durationSeconds' | 'connections'>, log: (line: string) => void): void {
  log(`\nGoods detail under autocannon (${options.connections} connections, ${options.durationSeconds} s per mix, autocannon in its own process; every part: each request a different part; popular: 80 % of requests to 1 % of the parts).`);
  log('CPU ms per request: server processes, their PostgreSQL backends, nginx, autocannon, and the whole machine (every process on it, ours and others\'); busy: share of the 2 cores used by everything.');
  const cell = (text: string, width: number) => text.padEnd(width);
  log(`${cell('shape', 26)}${cell('mix', 12)}${cell('load', 6)}${cell('req/s', 8)}${cell('p50', 7)}${cell('p99', 7)}${cell('mean', 8)}${cell('errors', 8)}${cell('server', 8)}${cell('pg', 7)}${cell('nginx', 7)}${cell('load', 7)}${cell('machine', 9)}busy`);
  for (const run of runs) {
    const cpu = run.cpuPerRequest;
    log(
      `${cell(describeShape(run.shape, run.behindNginx), 26)}${cell(run.mix, 12)}${cell(run.loadAverage.toFixed(1), 6)}${cell(run.requestsPerSecond.toFixed(0), 8)}${cell(`${run.latency.p50}`, 7)}${cell(`${run.latency.p99}`, 7)}${cell(run.latency.average.toFixed(2), 8)}${cell(String(run.non2xx + run.errors), 8)}${cell(cpu.server.toFixed(3), 8)}${cell(cpu.database.toFixed(3), 7)}${cell(cpu.proxy.toFixed(3), 7)}${cell(cpu.load.toFixed(3), 7)}${cell(cpu.machine.toFixed(3), 9)}${(run.machineBusy * 100).toFixed(0)} %`,
    );
  }
  log('(latency in ms; errors: non-2xx answers plus socket errors; floor: a bare node:http server sending one fixed goods-detail answer, no framework or database: what autocannon and Node\'s HTTP alone cost here)');
}
