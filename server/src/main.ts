import { join } from 'node:path';
import { listenForOperators, operatorSocketIn } from './app/admin/operator-socket.ts';
import { composeServer } from './app/compose.ts';
import { readConfig } from './app/config.ts';
import { createHttpApp } from './app/http-app.ts';
import { listen } from './app/listen.ts';
import { seedIfEmpty } from './app/seed/seed-if-empty.ts';
import { DEMO_ACCOUNTS } from './features/identity/index.ts';
import { openDatabase } from './platform/db/open.ts';
import { startTimers, timersEvery } from './platform/timers.ts';

const config = readConfig();
const database = await openDatabase(
  config.databaseUrl ? { engine: 'postgres', url: config.databaseUrl, poolSize: config.process.databasePoolSize } : { engine: 'pglite', dataDir: config.dataDir },
);
await seedIfEmpty(database.db, { parts: config.seedParts, log: (line) => console.log(line) });
// Locally kept mail also goes to a file, so `npm run mailbox` can read it while this server holds the data directory.
const server = await composeServer(database.db, {
  smtpUrl: config.smtpUrl,
  mailboxFile: join(config.dataDir, 'mailbox.log'),
  webKey: config.webKey,
  payments: config.payments,
  passwordCostLog2: config.passwordCostLog2,
  captchaTestAnswer: config.captchaTestAnswer,
  catalogCacheMs: config.process.catalogCacheMs,
});
if (config.captchaTestAnswer) console.warn(`CAPTCHA_TEST_ANSWER is set: every image captcha shows "${config.captchaTestAnswer}". Test servers only.`);
const app = createHttpApp(server, { webDist: config.webDist, trustedProxies: config.trustedProxies, publicOrigin: config.publicOrigin });
const timers = startTimers(timersEvery(server.timers, config.process.timerEveryMs), { now: server.now, log: (line) => console.log(line) });
// With PostgreSQL the operator CLI opens the database itself; the embedded one is held here, so its commands come to this process.
const operatorSocket = config.databaseUrl ? undefined : await listenForOperators(server, operatorSocketIn(config.dataDir));

const listener = listen(app, { port: config.port, hostname: config.process.host }, (info) => {
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${config.dataDir}`;
  console.log(
    [
      '',
      `Chipmart is running at http://localhost:${info.port}/  (web key ${config.webKey}, data: ${where})`,
      ...(config.databaseUrl ? [] : ['The embedded database never forces its writes to disk: a crash can lose recent orders. Fine for trying the shop; for real orders set DATABASE_URL (docs/deploy.md).']),
      'Demo accounts (e-mail / password):',
      ...DEMO_ACCOUNTS.map((account) => `  ${account.email} / ${account.password}  (${account.description})`),
      ...DEMO_ACCOUNTS.filter((account) => account.partnerApi).map(
        (account) =>
          `Partner API v1 at http://localhost:${info.port}/open-api/V1/ (spec/open-api-v1.yaml); try it:\n` +
          `  curl -sS -X POST http://localhost:${info.port}/open-api/V1/getToken -H 'Content-Type: application/json' -d '{"email":"${account.email}","password":"${account.password}"}'`,
      ),
      server.mailMode === 'smtp' ? 'Mail is sent through SMTP_URL.' : 'Mail is kept in the local mailbox: `npm run mailbox` (and printed here).',
      '',
    ].join('\n'),
  );
});

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping Chipmart…`);
  listener.close();
  operatorSocket?.close();
  await timers.stop();
  await server.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
