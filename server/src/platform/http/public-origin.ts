import type { Context } from 'hono';

/** Absolute origin the shop is reached at (a proxy's forwarded host when there is one). */
export function publicOrigin(context: Context): string {
  const url = new URL(context.req.url);
  const host = context.req.header('X-Forwarded-Host') ?? url.host;
  const proto = context.req.header('X-Forwarded-Proto') ?? url.protocol.replace(':', '');
  return `${proto}://${host}`;
}
