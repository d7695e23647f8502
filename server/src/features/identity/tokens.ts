import { createHash, randomBytes } from 'node:crypto';

/** Lifetime of a shop session; the product keeps the token cookie 7 days by default. */
export const WEB_SESSION_SECONDS = 7 * 24 * 60 * 60;

/** A new opaque bearer token: 32 random bytes, base64url, with a recognisable prefix. */
export function newToken(): string {
  return `cmt_${randomBytes(32).toString('base64url')}`;
}

/** What is stored instead of the token. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
