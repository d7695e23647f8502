const DAY_SECONDS = 24 * 60 * 60;

/** Undefined on the server, which renders every page as a signed-out visitor sees it. */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${encodeURIComponent(name)}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length));
}

/** Lifetime in days, or in seconds when the server says how long a value stays valid. */
export type CookieLifetime = { days: number } | { seconds: number };

export function writeCookie(name: string, value: string, lifetime: CookieLifetime): void {
  const maxAge = 'days' in lifetime ? lifetime.days * DAY_SECONDS : lifetime.seconds;
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${Math.round(maxAge)}; Path=/; SameSite=Lax`;
}

export function removeCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; Max-Age=0; Path=/; SameSite=Lax`;
}
