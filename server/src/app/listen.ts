import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';

/** How long a client may take to send a request before the server gives up on it (a slow client ties up a socket). */
export interface ClientTimeouts {
  /** All of a request's headers: a client that trickles them in is cut off after this. */
  headersMs: number;
  /** The whole request, headers and body: 10 MB uploads over a slow line fit in a minute. */
  requestMs: number;
  /** An idle kept-alive connection between requests. */
  keepAliveMs: number;
  /** How often Node looks for connections past these limits. */
  checkEveryMs: number;
}

export const CLIENT_TIMEOUTS: ClientTimeouts = { headersMs: 10_000, requestMs: 60_000, keepAliveMs: 5_000, checkEveryMs: 2_000 };

/** Serves the app on a port (of one address, or every interface) with the slow-client limits; calls `ready` once it listens. */
export function listen(app: Hono, at: number | { port: number; hostname?: string }, ready: (info: AddressInfo) => void, timeouts: ClientTimeouts = CLIENT_TIMEOUTS): Server {
  const { port, hostname } = typeof at === 'number' ? { port: at, hostname: undefined } : at;
  const server = serve(
    {
      fetch: app.fetch,
      port,
      ...(hostname ? { hostname } : {}),
      serverOptions: { headersTimeout: timeouts.headersMs, requestTimeout: timeouts.requestMs, keepAliveTimeout: timeouts.keepAliveMs, connectionsCheckingInterval: timeouts.checkEveryMs },
    },
    ready,
  ) as Server;
  return server;
}
