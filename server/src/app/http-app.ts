import { Hono } from 'hono';
import { registerCatalogImages } from '../features/catalog/images/image-routes.ts';
import { registerSiteImages } from '../features/site/site-images.ts';
import { errorResponse, localeOf, registerOperations } from '../shared/http/contract.ts';
import { notFound } from '../shared/http/errors.ts';
import { handlers as implementedHandlers } from './handlers.ts';
import type { Handlers } from '../shared/http/handler.ts';
import type { Services } from './services.ts';
import { serveWeb } from './web/serve-web.ts';

export interface AppOptions {
  /** Folder of the built web app; when set, it is served with a fallback to index.html. */
  webDist?: string;
  /** The operations to serve; all implemented ones unless a test narrows them. */
  handlers?: Handlers;
  /** Where the web app's serving problems are reported (a failed page render); stderr by default. */
  log?: (message: string) => void;
}

/** The whole HTTP surface: the internal API, then the web app. */
export function createApp(services: Services, options: AppOptions = {}): Hono {
  const app = new Hono();
  registerOperations(app, options.handlers ?? implementedHandlers, services);
  registerCatalogImages(app, services);
  registerSiteImages(app, services);
  for (const prefix of ['/api/*', '/open-api/*']) {
    app.all(prefix, (context) => errorResponse(context, notFound('error.routeNotFound'), localeOf(context.req.header('Lang'))));
  }
  if (options.webDist) serveWeb(app, services, options.webDist, options.log);
  app.onError((error, context) => errorResponse(context, error, localeOf(context.req.header('Lang'))));
  return app;
}
