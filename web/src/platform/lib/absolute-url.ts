let serverOrigin: (() => string | undefined) | undefined;

/** On the server there is no `location`: the render says which origin the page is served from. */
export function setServerOrigin(source: () => string | undefined): void {
  serverOrigin = source;
}

/** A path as an absolute URL on the page's origin (canonical links and JSON-LD want absolute URLs); the bare path when the origin is unknown. */
export function absoluteUrl(path: string): string {
  const origin = typeof location === 'undefined' ? serverOrigin?.() : location.origin;
  return origin ? new URL(path, origin).toString() : path;
}
