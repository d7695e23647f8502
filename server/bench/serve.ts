/**
 * The server as its own process for the load test: the same app as
 * `npm start`, on an already seeded database, without seeding or web files.
 * Usage: tsx bench/serve.ts <postgres-url | pglite-data-dir> <port>
 */
import { serve } from '@hono/node-server';
import { createApp } from '../src/app/http-app.ts';
import { openDatabase } from '../src/shared/db/open.ts';
import { createServices } from '../src/app/services.ts';

const [target, portText] = process.argv.slice(2);
if (!target || !portText) throw new Error('Usage: tsx bench/serve.ts <postgres-url | pglite-data-dir> <port>');
const database = await openDatabase(target.startsWith('postgres') ? { engine: 'postgres', url: target } : { engine: 'pglite', dataDir: target });
const services = await createServices(database.db);
const app = createApp(services);
const server = serve({ fetch: app.fetch, port: Number(portText), hostname: '127.0.0.1' }, () => console.log('ready'));

process.on('SIGTERM', () => {
  server.close();
  void services
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
