// `npm run start:cluster`: the shop as several server processes on one PostgreSQL, behind nginx (decision 91).
// CLUSTER_PROCESSES (default 2) processes of server/src/main.ts listen on 127.0.0.1:PORT+1 … PORT+N; nginx
// (Debian's package) listens on PORT (default 8080) and passes requests to them in turn. The database is
// DATABASE_URL, or else a PostgreSQL 15 (Debian's postgresql-15) kept in DATA_DIR/postgres across runs. The
// first process on an empty database migrates and seeds it while the others wait. A process that dies is
// started again; meanwhile nginx passes its requests to the others. Ctrl-C stops everything it started.
import { resolve } from 'node:path';
import { findNginx, NGINX_PACKAGE, startNginx } from './lib/nginx-proxy.mjs';
import { localPostgres } from './lib/local-postgres-database.mjs';
import { findPostgresBin, POSTGRES_PACKAGE } from './lib/postgres-local.mjs';
import { startServerProcesses } from './lib/server-processes.mjs';
import { ensureWebBuild } from './lib/web-build.mjs';

const log = (line) => console.log(line);
const fail = (message) => {
  console.error(`start:cluster: ${message}`);
  process.exit(1);
};

const count = Number(process.env.CLUSTER_PROCESSES || 2);
if (!Number.isInteger(count) || count < 1 || count > 32) fail(`CLUSTER_PROCESSES must be a whole number from 1 to 32, got "${process.env.CLUSTER_PROCESSES}"`);
const port = Number(process.env.PORT || 8080);
if (!Number.isInteger(port) || port < 1 || port + count > 65535) fail(`PORT must be a port number with ${count} free ones above it, got "${process.env.PORT}"`);
// The servers check DATABASE_POOL_SIZE themselves; here it only sizes the local PostgreSQL's max_connections.
const poolSize = Number.isInteger(Number(process.env.DATABASE_POOL_SIZE)) && Number(process.env.DATABASE_POOL_SIZE) > 0 ? Number(process.env.DATABASE_POOL_SIZE) : 10;
const dataDir = resolve(process.env.DATA_DIR || '.data');

const nginx = findNginx();
if (!nginx) fail(`nginx not found at ${process.env.NGINX_BIN || '/usr/sbin/nginx'}: install Debian's ${NGINX_PACKAGE} package (apt-get install ${NGINX_PACKAGE}), or set NGINX_BIN`);
const postgresBin = process.env.DATABASE_URL ? undefined : findPostgresBin();
if (!process.env.DATABASE_URL && !postgresBin) {
  fail(`PostgreSQL server binaries not found in /usr/lib/postgresql/*/bin: install Debian's ${POSTGRES_PACKAGE} package (apt-get install ${POSTGRES_PACKAGE}), or set DATABASE_URL`);
}

const env = { ...process.env, WEB_KEY: process.env.WEB_KEY || 'default', DATA_DIR: dataDir };
// WEB_DIST set (even empty: the API alone) is served as it is; otherwise the shop is built as `npm start` builds it.
if (process.env.WEB_DIST === undefined) env.WEB_DIST = ensureWebBuild(env);

let stopping = false;
/** What is running, stopped in reverse order: the servers, then nginx, then the local PostgreSQL. */
const running = { servers: undefined, nginx: undefined, postgres: undefined };

async function stopEverything(signal, exitCode) {
  if (stopping) {
    // A second Ctrl-C: do not wait for requests in flight.
    for (const slot of running.servers?.slots ?? []) slot.child?.kill('SIGKILL');
    return;
  }
  stopping = true;
  log(`${signal}: stopping the server processes, nginx${running.postgres?.startedHere ? ' and PostgreSQL' : ''}…`);
  await running.servers?.stop('SIGTERM');
  await running.nginx?.stop();
  if (running.postgres?.startedHere) {
    try {
      running.postgres.stop();
    } catch (error) {
      console.error(error instanceof Error ? error.message : String(error));
      exitCode = 1;
    }
  }
  log('Stopped.');
  process.exit(exitCode);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stopEverything(signal, 0));

try {
  let where = 'PostgreSQL at DATABASE_URL';
  if (!process.env.DATABASE_URL) {
    running.postgres = await localPostgres(postgresBin, resolve(dataDir, 'postgres'), { maxConnections: Math.max(100, count * poolSize + 20), log });
    env.DATABASE_URL = running.postgres.url;
    where = `PostgreSQL ${running.postgres.version} in ${running.postgres.dataDir} (127.0.0.1:${running.postgres.port})`;
  }
  if (stopping) await new Promise(() => {});

  const upstreams = Array.from({ length: count }, (_unused, index) => ({ host: '127.0.0.1', port: port + 1 + index }));
  // nginx first: a port already taken is found before a long first seed, and it answers 502 until a process is up.
  running.nginx = await startNginx(nginx, { port, upstreams, accessLog: true, onLine: (line) => log(`[nginx] ${line}`) });
  running.nginx.exited.then((how) => {
    if (!stopping) {
      console.error(`nginx exited (${how}); stopping the cluster`);
      void stopEverything('nginx exit', 1);
    }
  });
  if (stopping) await new Promise(() => {});

  const trusted = ['127.0.0.1', ...(process.env.TRUST_PROXY ?? '').split(',').map((address) => address.trim()).filter(Boolean)];
  running.servers = startServerProcesses({
    count,
    firstPort: port + 1,
    env: { ...env, HOST: '127.0.0.1', TRUST_PROXY: [...new Set(trusted)].join(','), PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${port}` },
    log,
  });
  await running.servers.ready;
  log(
    [
      '',
      `Chipmart runs as ${count} server process${count === 1 ? '' : 'es'} (127.0.0.1:${upstreams.map((upstream) => upstream.port).join(', ')}) behind nginx at http://localhost:${port}/`,
      `  database: ${where}`,
      `  nginx's access log (which process served each request): ${running.nginx.accessLog}`,
      '  A process that dies is started again; meanwhile nginx passes its requests to the others.',
      '  Ctrl-C stops everything.',
      '',
    ].join('\n'),
  );
} catch (error) {
  if (!stopping) {
    console.error(`start:cluster: ${error instanceof Error ? error.message : String(error)}`);
    await stopEverything('failure', 1);
  }
}
