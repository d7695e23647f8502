const DAY_SECONDS = 24 * 60 * 60;

let requestCookies: () => string | undefined = () => undefined;

/** On the server: where the cookies of the request being rendered are (its Cookie header), set once by the render entry. */
export function readRequestCookiesFrom(source: () => string | undefined): void {
  requestCookies = source;
}

/** A cookie of this browser; on the server, of the request being rendered (none outside a render). */
export function readCookie(name: string): string | undefined {
  const cookies = typeof document === 'undefined' ? requestCookies() : document.cookie;
  if (!cookies) return undefined;
  const prefix = `${encodeURIComponent(name)}=`;
  const found = cookies.split(/;\s*/).find((part) => part.startsWith(prefix));
  return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length));
}

/** Lifetime in days, or in seconds when the server says how long a value stays valid. */
export type CookieLifetime = { days: number } | { seconds: number };

/**
 * Written by the page, since the product keeps the session token readable by it (so never HttpOnly): SameSite=Lax
 * keeps it off other sites' requests, and Secure keeps it off plain HTTP wherever the shop runs on HTTPS.
 */
const attributes = () => `Path=/; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;

export function writeCookie(name: string, value: string, lifetime: CookieLifetime): void {
  const maxAge = 'days' in lifetime ? lifetime.days * DAY_SECONDS : lifetime.seconds;
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${Math.round(maxAge)}; ${attributes()}`;
}

export function removeCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; Max-Age=0; ${attributes()}`;
}
