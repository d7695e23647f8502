import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';

/**
 * Serves the built shop. Hashed assets are cached for a year; every other
 * path the files do not answer gets index.html so the client router can
 * render it (including its own 404 page).
 */
export function serveWeb(app: Hono, webDist: string): void {
  const indexFile = join(webDist, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`No built web app at ${webDist} (index.html missing); run \`npm run build:web\``);
  const indexHtml = readFileSync(indexFile, 'utf8');

  app.use('/assets/*', async (context, next) => {
    await next();
    if (context.res.status === 200) context.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('*', serveStatic({ root: webDist }));
  app.get('*', (context) => {
    context.header('Cache-Control', 'no-cache');
    return context.html(indexHtml);
  });
}
