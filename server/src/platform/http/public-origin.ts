import type { Context } from 'hono';

/** Where a request's public origin is kept for page heads, sitemaps and absolute links to read. */
const PUBLIC_ORIGIN = 'publicOrigin';

/** The origin as configured, without a path or trailing slash (`https://www.chipmart.com`). */
export function originOf(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error(`The public URL must be http or https, got "${url}"`);
  return parsed.origin;
}

/**
 * Middleware that fixes every request's public origin to the configured one
 * (PUBLIC_URL). Host, X-Forwarded-Host and X-Forwarded-Proto are never read
 * for it: any client can write them, and the origin ends up in cached
 * sitemaps, robots.txt, canonical links and payment return addresses.
 */
export function publicOriginMiddleware(origin: string) {
  const fixed = originOf(origin);
  return async (context: Context, next: () => Promise<void>) => {
    context.set(PUBLIC_ORIGIN as never, fixed as never);
    await next();
  };
}

/** Absolute origin the shop is reached at; `http://localhost` when no middleware ran (an app built without one). */
export function publicOrigin(context: Context): string {
  return (context.get(PUBLIC_ORIGIN as never) as string | undefined) ?? 'http://localhost';
}
