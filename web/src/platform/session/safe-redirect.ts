/**
 * The page to return to after signing in, if it is a path of this site;
 * anything else (other hosts, protocol-relative or script URLs) gives the home page.
 */
export function safeRedirectTarget(target: string | null | undefined, origin: string = window.location.origin): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  try {
    const url = new URL(target, origin);
    return url.origin === origin ? url.pathname + url.search + url.hash : '/';
  } catch {
    return '/';
  }
}
