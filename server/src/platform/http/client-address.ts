import type { Context } from 'hono';

/** Where a request's client address is kept for the operations and rate limits to read. */
const CLIENT_ADDRESS = 'clientAddress';

/** An IPv4 address as IPv6-mapped by Node's dual-stack sockets, written the plain way. */
const plain = (address: string) => address.trim().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');

/**
 * The address a request came from. Behind proxies the shop trusts (TRUST_PROXY), the socket's peer is the proxy,
 * so the client is the right-most X-Forwarded-For entry that is not itself a trusted proxy; from anyone else the
 * header is ignored, since a client could write any address into it.
 */
export function clientAddressFrom(socketAddress: string | undefined, forwardedFor: string | undefined, trustedProxies: ReadonlySet<string>): string {
  const peer = socketAddress ? plain(socketAddress) : 'local';
  if (!trustedProxies.has(peer) || !forwardedFor) return peer;
  const hops = forwardedFor.split(',').map(plain).filter(Boolean);
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    if (!trustedProxies.has(hops[index]!)) return hops[index]!;
  }
  return hops[0] ?? peer;
}

const socketAddressOf = (context: Context) =>
  (context.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress;

/** Middleware that works out each request's client address once, trusting X-Forwarded-For only from these proxies. */
export function clientAddressMiddleware(trustedProxies: readonly string[]) {
  const trusted = new Set(trustedProxies.map(plain));
  return async (context: Context, next: () => Promise<void>) => {
    context.set(CLIENT_ADDRESS as never, clientAddressFrom(socketAddressOf(context), context.req.header('X-Forwarded-For'), trusted) as never);
    await next();
  };
}

/** The request's client address (the socket's peer when no middleware ran, as in tests that call the app directly). */
export function clientAddressOf(context: Context): string {
  const kept = context.get(CLIENT_ADDRESS as never) as string | undefined;
  return kept ?? clientAddressFrom(socketAddressOf(context), undefined, new Set());
}
