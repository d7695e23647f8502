import type { Context } from 'hono';
import { cors } from 'hono/cors';

/**
 * Google Tag Manager and the Google Analytics it loads, as the site config
 * turns them on (the product's google_tagmanager_id): the hosts Google
 * documents for a Content-Security-Policy with GTM and GA4.
 */
const TAG_MANAGER = {
  scripts: ['https://*.googletagmanager.com'],
  images: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connections: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
};

/**
 * The shop's pages' Content-Security-Policy (ADR 90). Scripts come only from
 * the shop's own files and Google Tag Manager, plus inline ones carrying the answer's nonce (the
 * router's scroll restoration) or one of the given hashes (the partner
 * reference); the server-rendered state and JSON-LD travel as data
 * (`type="application/json"`, `application/ld+json`), which no policy runs.
 * Styles allow inline ones, since server-rendered markup carries `style`
 * attributes that hydration does not write again. Frames: only the shop's
 * own (the partner reference inside the portal).
 */
export function pagePolicy(inline: { nonce?: string; hashes?: readonly string[] } = {}): string {
  const scripts = ["'self'", ...(inline.nonce ? [`'nonce-${inline.nonce}'`] : []), ...(inline.hashes ?? []).map((hash) => `'sha256-${hash}'`), ...TAG_MANAGER.scripts];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${TAG_MANAGER.images.join(' ')}`,
    "font-src 'self' data:",
    `connect-src 'self' ${TAG_MANAGER.connections.join(' ')}`,
    "worker-src 'self' blob:",
    "frame-src 'self'",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Anything that is not a page (API answers, files, pictures): nothing in it may run or be framed. */
export const RESOURCE_POLICY = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; frame-ancestors 'none'";

/** The answer of this request that already carries every header below (the contract layer's JSON answers). */
const SECURED = 'securityHeadersSent';

/**
 * The headers of a JSON answer that is not a page, as one plain object: the
 * node adapter writes such an answer without building a Headers object.
 * Whoever answers with them marks the answer with `markSecured`.
 */
export const JSON_ANSWER_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'Content-Type': 'application/json',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Content-Security-Policy': RESOURCE_POLICY,
});

/** Tells `securityHeaders` that this answer was built with JSON_ANSWER_HEADERS; returns it. */
export function markSecured(context: Context, answer: Response): Response {
  context.set(SECURED as never, answer as never);
  return answer;
}

/**
 * Headers every answer carries: no content-type guessing, referrers cut to
 * the origin for other sites, and a Content-Security-Policy by kind (a
 * route that set its own, like the partner reference with its script
 * hashes, keeps it).
 */
export async function securityHeaders(context: Context, next: () => Promise<void>): Promise<void> {
  await next();
  // Reading the answer's headers makes the node adapter build them as a Headers object: skipped where they are already there.
  if (context.get(SECURED as never) === context.res) return;
  const headers = context.res.headers;
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  const isPage = (headers.get('Content-Type') ?? '').startsWith('text/html');
  if (isPage) headers.set('X-Frame-Options', 'SAMEORIGIN');
  if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', isPage ? pagePolicy() : RESOURCE_POLICY);
}

/**
 * Cross-origin calls, for the partner API only and as its document says:
 * any origin, never with credentials (the token travels in Authorization,
 * not in a cookie), with the headers a partner sends and reads.
 */
export const partnerApiCors = cors({
  origin: '*',
  allowMethods: ['GET', 'POST', 'OPTIONS'],
  allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
  exposeHeaders: ['RateLimit', 'RateLimit-Policy', 'Retry-After'],
  maxAge: 600,
});
