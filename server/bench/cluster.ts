/**
 * Several server processes on one PostgreSQL (decision 91): goods-detail throughput (autocannon, both mixes
 * of bench/load.ts) and orders placed per second (bench/orders.ts over HTTP), with 1, 2 and N processes of
 * bench/serve.ts behind nginx (Debian's; without it autocannon and the buyers spread over the processes
 * themselves, and the report says so). Everything shares the machine's cores: the processes, PostgreSQL,
 * nginx and the load.
 */
import { loadavg } from 'node:os';
import { runProcess } from './bench-process.ts';
import { findNginx, startNginx, type RunningNginx } from '../../scripts/lib/nginx-proxy.mjs';
import { freePort } from '../../scripts/lib/postgres-local.mjs';
import type { Database } from '../src/platform/db/open.ts';
import { benchOrders, type OrderBenchResult, type Send } from './orders.ts';

interface DetailResult {
  requestsPerSecond: number;
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}

export interface ClusterRow {
  processes: number;
  loadAverage: number;
  detail: Record<'every-part' | 'popular', DetailResult>;
  orders: OrderBenchResult[];
}

export interface ClusterBenchOptions {
  /** Connection string of the seeded database the processes open. */
  url: string;
  db: Database;
  processCounts: number[];
  range: { first: number; last: number };
  durationSeconds: number;
  connections: number;
  orders: { buyers: number; ordersPerBuyer: number; contendedSkus: number };
  log: (line: string) => void;
}

/** N processes of bench/serve.ts (the app of `npm start` on the seeded database), each on its own port; resolves when all listen. */
async function startServers(url: string, count: number): Promise<{ ports: number[]; stop: () => Promise<void> }> {
  const ports: number[] = [];
  const servers: Array<ReturnType<typeof runProcess>> = [];
  for (let index = 0; index < count; index++) {
    const port = await freePort();
    const server = runProcess(['bench/serve.ts', url, String(port)]);
    ports.push(port);
    servers.push(server);
  }
  await Promise.all(servers.map((server) => new Promise<void>((resolve, reject) => {
    server.lines((line) => line === 'ready' && resolve());
    server.child.once('exit', (code) => reject(new Error(`a server process exited with ${code} before it listened`)));
  })));
  return {
    ports,
    stop: async () => {
      for (const server of servers) server.child.kill('SIGTERM');
      await Promise.all(servers.map((server) => server.output));
    },
  };
}

/** Goods detail under autocannon (bench/load.ts, its own process) against the base URL(s). */
async function detailLoad(baseUrls: string, options: ClusterBenchOptions, mix: 'every-part' | 'popular'): Promise<DetailResult> {
  const load = runProcess(['bench/load.ts', baseUrls, String(options.range.first), String(options.range.last), String(options.durationSeconds), String(options.connections), mix]);
  const output = (await load.output).trim().split('\n').at(-1)!;
  return JSON.parse(output) as DetailResult;
}

/** Runs every process count in turn and returns one row per count. */
export async function benchCluster(options: ClusterBenchOptions): Promise<{ behindNginx: boolean; rows: ClusterRow[] }> {
  const nginxBinary = findNginx();
  const rows: ClusterRow[] = [];
  for (const count of options.processCounts) {
    options.log(`  ${count} process${count === 1 ? '' : 'es'}: starting…`);
    const servers = await startServers(options.url, count);
    let nginx: RunningNginx | undefined;
    try {
      let baseUrls: string;
      let send: Send;
      if (nginxBinary) {
        const port = await freePort();
        nginx = await startNginx(nginxBinary, { port, upstreams: servers.ports.map((upstream) => ({ host: '127.0.0.1', port: upstream })) });
        baseUrls = `http://127.0.0.1:${port}`;
        send = (path, init) => fetch(`${baseUrls}${path}`, init);
      } else {
        const urls = servers.ports.map((port) => `http://127.0.0.1:${port}`);
        baseUrls = urls.join(',');
        let next = 0;
        send = (path, init) => fetch(`${urls[next++ % urls.length]}${path}`, init);
      }
      // Warm every process (snapshot, connection pool, JIT) before measuring.
      for (let id = options.range.first; id < options.range.first + 100 * count; id++) await send(`/api/goods/goodsDetail?goods_id=${id}`, {}).then((response) => response.arrayBuffer());
      const loadAverage = loadavg()[0]!;
      const detail = { 'every-part': await detailLoad(baseUrls, options, 'every-part'), popular: await detailLoad(baseUrls, options, 'popular') };
      const orders = await benchOrders(options.db, options.orders, send);
      rows.push({ processes: count, loadAverage, detail, orders });
    } finally {
      await nginx?.stop();
      await servers.stop();
    }
  }
  return { behindNginx: Boolean(nginxBinary), rows };
}

/** The rows side by side: one line per process count. */
export function printCluster(result: { behindNginx: boolean; rows: ClusterRow[] }, options: Pick<ClusterBenchOptions, 'durationSeconds' | 'connections' | 'orders'>, log: (line: string) => void): void {
  const how = result.behindNginx ? 'behind nginx' : 'nginx not installed (apt-get install nginx): autocannon and the buyers spread over the processes directly, round robin';
  log(`\nSeveral server processes on one PostgreSQL (${how}; processes, PostgreSQL, nginx and the load share the machine's cores):`);
  log(`goods detail: autocannon ${options.connections} connections, ${options.durationSeconds} s per mix; orders: ${options.orders.buyers} buyers at once, ${options.orders.ordersPerBuyer} orders each, over HTTP`);
  const cell = (text: string, width: number) => text.padEnd(width);
  log(`${cell('processes', 11)}${cell('load', 6)}${cell('detail, every part', 36)}${cell('detail, popular', 36)}${cell(`orders, contended (${options.orders.contendedSkus} SKUs)`, 30)}orders, uncontended`);
  for (const row of result.rows) {
    const detail = (result: DetailResult) => `${result.requestsPerSecond.toFixed(0)}/s p99 ${result.latency.p99} ms${result.non2xx ? `, ${result.non2xx} non-2xx` : ''}${result.errors ? `, ${result.errors} errors` : ''}`;
    const orders = (entry: OrderBenchResult | undefined) => (entry ? `${entry.ordersPerSecond.toFixed(0)}/s p99 ${entry.p99.toFixed(0)} ms${entry.refused ? `, ${entry.refused} refused` : ''}` : '—');
    log(
      `${cell(String(row.processes), 11)}${cell(row.loadAverage.toFixed(1), 6)}${cell(detail(row.detail['every-part']), 36)}${cell(detail(row.detail.popular), 36)}${cell(orders(row.orders.find((entry) => entry.label === 'contended')), 30)}${orders(row.orders.find((entry) => entry.label === 'uncontended'))}`,
    );
  }
}
