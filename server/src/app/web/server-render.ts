import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { escapeHtml, scriptJson, type SiteManifest } from './page-head.ts';

/**
 * What the web build's server-render module (web/src/entry-server.tsx, built
 * to web/dist/<site>-server/) answers for a page. The server loads the built
 * file, as it serves the built browser files; the packages do not import each other.
 */
export type RenderedPage =
  | { kind: 'html'; status: number; lang: string; headHtml: string; appHtml: string; stateScript: string; routeIds?: string[] }
  | { kind: 'redirect'; status: number; href: string }
  | { kind: 'browser' };

/** Renders the page at `url` for the request's cookies (its session: the page is that buyer's), its inline script carrying `nonce`. */
export type PageRenderer = (url: string, origin: string, cookies: string | undefined, nonce: string) => Promise<RenderedPage>;

/** How a render reaches the API: a request to the server itself, without the network. */
export type InProcessFetch = (input: string, init?: RequestInit) => Promise<Response>;

interface ServerEntry {
  render: (request: { url: string; origin: string; cookies?: string; nonce?: string; fetch: InProcessFetch }) => Promise<RenderedPage>;
}

/**
 * The page renderer of a build, calling the API through `apiFetch` (in-process).
 * Without a server-render module every page is left to the browser; a render
 * that fails is logged and left to the browser too, so a page always arrives.
 */
export function pageRenderer(webDist: string, site: SiteManifest, apiFetch: InProcessFetch, log: (message: string) => void = (message) => console.error(message)): PageRenderer {
  const entryFile = site.serverEntry ? join(webDist, site.serverEntry) : undefined;
  if (!entryFile || !existsSync(entryFile)) return async () => ({ kind: 'browser' });
  // Loaded now, not on the first page asked for: the module and what it imports take most of a second to load.
  const entry = import(pathToFileURL(entryFile).href) as Promise<ServerEntry>;
  entry.catch(() => {}); // A module that fails to load fails each render, which the browser then takes over.
  return async (url, origin, cookies, nonce) => {
    try {
      return await (await entry).render({ url, origin, cookies, nonce, fetch: apiFetch });
    } catch (error) {
      log(`Server render of ${url} failed; the browser renders it: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return { kind: 'browser' };
    }
  };
}

const INDEX_TITLE = /<title[^>]*>[^<]*<\/title>/;
const PRELOAD_LINK = /<link\b[^>]*\brel="preload"[^>]*>/g;
const JSON_LD = /<script\b[^>]*type="application\/ld\+json"[^>]*>[\s\S]*?<\/script>/;
const ENTRY_SCRIPT = /<script type="module"[^>]*? src="([^"]+)"><\/script>/;

/**
 * A rendered page paints before its code loads (decision 96): the entry
 * script and the page's route files are asked for after the first frame, so
 * the stylesheet and the page's images have the connection to themselves,
 * and the markup the server sent is on screen while the app loads and takes
 * it over. The route files are preloaded beside the entry (no waterfall). A
 * page in a background tab gets no frames and starts at once; a browser that
 * holds its frames starts after three seconds all the same.
 */
function startAfterFirstPaint(html: string, nonce: string, routeCode: readonly string[]): string {
  return html.replace(ENTRY_SCRIPT, (_, src: string) => {
    const files = scriptJson([src, ...routeCode.map((file) => `/${file}`)]);
    const start = [
      `const [entry, ...routes] = ${files};`,
      'let started = false;',
      "const start = () => { if (started) return; started = true; for (const href of routes) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href })); import(entry); };",
      "if (document.visibilityState === 'hidden') start(); else { requestAnimationFrame(() => setTimeout(start)); setTimeout(start, 3000); }",
    ].join(' ');
    return `<script type="module" nonce="${escapeHtml(nonce)}">${start}</script>`;
  });
}

/**
 * index.html for one page: its head (the server's own crawler head where it
 * has one, else the rendered page's, plus the page's image preloads either
 * way), the rendered page in the root element with its state after it, the
 * page's language, and the script that starts the app and its routes' code
 * files after the first paint, carrying the answer's `nonce`. Without a
 * rendered page only the head changes. A rendered page that carries its own
 * JSON-LD keeps it alone (one Product per page).
 */
export function pageHtml(indexHtml: string, page: RenderedPage, serverHead: string | undefined, routeCode: readonly string[], nonce: string): string {
  if (page.kind !== 'html') return serverHead ? indexHtml.replace(INDEX_TITLE, () => serverHead) : indexHtml;
  const ownHead = serverHead && JSON_LD.test(page.appHtml) ? serverHead.replace(JSON_LD, '') : serverHead;
  const head = ownHead ? [ownHead, ...(page.headHtml.match(PRELOAD_LINK) ?? [])].join('\n    ') : page.headHtml;
  return startAfterFirstPaint(indexHtml, nonce, routeCode)
    .replace(/<html lang="[^"]*"/, `<html lang="${page.lang}"`)
    .replace(INDEX_TITLE, () => head)
    .replace('<div id="root"></div>', () => `<div id="root">${page.appHtml}</div>${page.stateScript}`);
}
