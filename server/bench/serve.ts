/**
 * The server as its own process for the load test: the same app as
 * `npm start`, on an already seeded database, without seeding or web files.
 * Usage: tsx bench/serve.ts <postgres-url | pglite-data-dir> <port>
 */
import { serve } from '@hono/node-server';
import { composeServer } from '../src/app/compose.ts';
import { createHttpApp } from '../src/app/http-app.ts';
import { openDatabase } from '../src/platform/db/open.ts';

const [target, portText] = process.argv.slice(2);
if (!target || !portText) throw new Error('Usage: tsx bench/serve.ts <postgres-url | pglite-data-dir> <port>');
const database = await openDatabase(target.startsWith('postgres') ? { engine: 'postgres', url: target } : { engine: 'pglite', dataDir: target });
const composed = await composeServer(database.db);
const app = createHttpApp(composed);
const server = serve({ fetch: app.fetch, port: Number(portText), hostname: '127.0.0.1' }, () => console.log('ready'));

process.on('SIGTERM', () => {
  server.close();
  void composed
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
