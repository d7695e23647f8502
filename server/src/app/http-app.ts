import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AuthUser } from '../features/identity/index.ts';
import { clientAddressMiddleware } from '../platform/http/client-address.ts';
import { internalContract, partnerContract } from '../platform/http/contract-document.ts';
import { errorResponse, registerOperations } from '../platform/http/contract.ts';
import { notFound } from '../platform/http/errors.ts';
import type { Handlers } from '../platform/http/handler.ts';
import { contractMessages } from '../platform/http/messages.ts';
import { publicOriginMiddleware } from '../platform/http/public-origin.ts';
import { partnerApiCors, securityHeaders } from '../platform/http/security-headers.ts';
import { localeOf } from '../platform/i18n/locales.ts';
import type { ComposedServer } from './compose.ts';
import { serveWeb } from './web/serve-web.ts';

export interface HttpAppOptions {
  /** Folder of the built web app; when set, it is served with a fallback to index.html. */
  webDist?: string;
  /** The operations to serve; all implemented ones unless a test narrows them. */
  handlers?: Handlers<AuthUser>;
  /** Where the web app's serving problems are reported (a failed page render); stderr by default. */
  log?: (message: string) => void;
  /** Proxies whose X-Forwarded-For names the client (TRUST_PROXY); none by default. */
  trustedProxies?: readonly string[];
  /** The shop's public origin (PUBLIC_URL) for absolute links; `http://localhost` unless set. Request headers never change it. */
  publicOrigin?: string;
}

/** The whole HTTP surface: the internal API, the partner API, the pictures, then the web app. */
export function createHttpApp(server: ComposedServer, options: HttpAppOptions = {}): Hono {
  const app = new Hono();
  app.use('*', securityHeaders);
  app.use('*', clientAddressMiddleware(options.trustedProxies ?? []));
  app.use('*', publicOriginMiddleware(options.publicOrigin ?? 'http://localhost'));
  // The contract's calls limit their bodies per operation; everything else (payment notifications, the sandboxes) takes 1 MB.
  const otherBodies = bodyLimit({ maxSize: 1_048_576, onError: (context) => context.text('Request body too large', 413) });
  app.use('*', (context, next) => (/^\/(api|open-api)\//.test(context.req.path) ? next() : otherBodies(context, next)));
  registerOperations(app, internalContract(), options.handlers ?? server.handlers, server);
  // The partner API answers other origins as its document says (preflights before anything else); the shop's API does not.
  app.use('/open-api/*', partnerApiCors);
  // The partner API: counted against its rate limits first, then the same contract checks, with partner tokens only.
  app.use(server.partner.paths, server.partner.rateLimits);
  registerOperations(app, partnerContract(), server.partner.handlers, { currencies: server.currencies, authenticate: server.partner.authenticate });
  server.registerRoutes(app);
  for (const prefix of ['/api/*', '/open-api/*']) {
    app.all(prefix, (context) => errorResponse(context, notFound(contractMessages.routeNotFound), localeOf(context.req.header('Lang'))));
  }
  if (options.webDist) serveWeb(app, server, options.webDist, options.log);
  app.onError((error, context) => errorResponse(context, error, localeOf(context.req.header('Lang'))));
  return app;
}
