import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import type { Database } from '../../platform/db/open.ts';
import { publicOrigin } from '../../platform/http/public-origin.ts';
import { pagePolicy } from '../../platform/http/security-headers.ts';
import { FALLBACK_LOCALE } from '../../platform/i18n/locales.ts';
import { catalogPageHead, headTags, splitLanguage, type ApiReader, type SiteManifest } from './page-head.ts';
import { referencePagePolicy } from './reference-policy.ts';
import { pageHtml, pageRenderer } from './server-render.ts';
import { pagesSitemap, productsSitemap, robotsTxt, sitemapIndex } from './sitemap.ts';

/** The built shop's own description of itself; builds older than the manifest count as the default variant in English. */
function readSiteManifest(webDist: string): SiteManifest {
  const file = join(webDist, 'site.json');
  if (!existsSync(file)) return { webKey: 'default', locales: ['en'] };
  return JSON.parse(readFileSync(file, 'utf8')) as SiteManifest;
}

/** A built page of the shop and the code files each route adds to what the page loads first. */
interface LanguagePage {
  html: string;
  routeCode: Record<string, string[]>;
}

/**
 * The built page of each language: a per-language build (ADR 0029) writes
 * index.<locale>.html, whose scripts carry that language's messages only, and
 * route-chunks.<locale>.json; the fallback language's page, and a build
 * carrying every language, is index.html.
 */
function languagePages(webDist: string, site: SiteManifest): (pathname: string) => LanguagePage {
  const readJson = (file: string) => (existsSync(join(webDist, file)) ? (JSON.parse(readFileSync(join(webDist, file), 'utf8')) as Record<string, string[]>) : {});
  const fallback: LanguagePage = { html: readFileSync(join(webDist, 'index.html'), 'utf8'), routeCode: readJson(`route-chunks.${FALLBACK_LOCALE}.json`) };
  if (Object.keys(fallback.routeCode).length === 0) fallback.routeCode = readJson('route-chunks.all.json');
  const pages = new Map<string, LanguagePage>();
  for (const locale of site.locales) {
    const file = join(webDist, `index.${locale}.html`);
    if (existsSync(file)) pages.set(locale, { html: readFileSync(file, 'utf8'), routeCode: readJson(`route-chunks.${locale}.json`) });
  }
  return (pathname) => pages.get(splitLanguage(pathname, site).locale) ?? fallback;
}

/**
 * Serves the built shop. Hashed assets are cached for a year; every other
 * path the files do not answer gets its language's built page so the client router can
 * render it (including its own 404 page). Pages that look the same to
 * everyone (catalog, search, news, content) and a signed-in buyer's own pages
 * (for the session its cookies carry) arrive rendered, with the API answers
 * they used, so they show before the JavaScript has run (ADRs 0027, 0085).
 * Product, category, manufacturer and news URLs get their title,
 * description, canonical and hreflang links and JSON-LD written into that
 * HTML, for crawlers that do not run JavaScript; a record that does not
 * exist answers 404.
 */
/** What serving the shop reads itself: the database (the sitemaps) and the clock (which news is published). */
export interface ShopSources {
  db: Database;
  now: () => Date;
}

export function serveWeb(app: Hono, { db, now }: ShopSources, webDist: string, log?: (message: string) => void): void {
  if (!existsSync(join(webDist, 'index.html'))) throw new Error(`No built web app at ${webDist} (index.html missing); run \`npm run build:web\``);
  const site = readSiteManifest(webDist);
  const pageOf = languagePages(webDist, site);

  const readApi: ApiReader = async (path, { locale, currency, body }) => {
    const headers: Record<string, string> = { Lang: locale, Currency: currency };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await app.request(path, { method: body === undefined ? 'GET' : 'POST', headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const envelope = (await response.json()) as { code: number; data: unknown };
    return envelope.code === 200 ? (envelope.data as never) : null;
  };

  const renderPage = pageRenderer(webDist, site, async (input, init) => app.request(input, init), log);

  const xml = (context: Context, text: string) => context.body(text, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' });
  app.get('/robots.txt', (context) => context.text(robotsTxt(publicOrigin(context)), 200, { 'Cache-Control': 'public, max-age=3600' }));
  app.get('/sitemap.xml', async (context) => xml(context, await sitemapIndex(db, publicOrigin(context))));
  app.get('/sitemaps/pages.xml', async (context) => xml(context, await pagesSitemap(db, publicOrigin(context), now())));
  app.get('/sitemaps/:file{products-[0-9]{1,6}\\.xml}', async (context) => {
    const bucket = Number(/\d+/.exec(context.req.param('file'))![0]);
    const sitemap = await productsSitemap(db, publicOrigin(context), bucket);
    return sitemap === undefined ? context.notFound() : xml(context, sitemap);
  });

  const servePage = async (context: Context) => {
    const cookies = context.req.header('Cookie');
    // A page is rendered for its request's session (a signed-in buyer's cart, orders, name): no shared cache may keep it.
    context.header('Cache-Control', cookies ? 'private, no-cache' : 'no-cache');
    context.header('Vary', 'Cookie');
    const url = new URL(context.req.url);
    // A nonce per answer: the router's one inline script (scroll restoration) runs, nothing else inline does.
    const nonce = randomBytes(16).toString('base64');
    context.header('Content-Security-Policy', pagePolicy({ nonce }));
    const [page, head] = await Promise.all([renderPage(url.pathname + url.search, publicOrigin(context), cookies, nonce), catalogPageHead(url.pathname, site, readApi)]);
    if (page.kind === 'redirect') return context.redirect(page.href, page.status as 301 | 302 | 303 | 307 | 308);
    const status = head === null ? 404 : page.kind === 'html' ? page.status : 200;
    const built = pageOf(url.pathname);
    const routeCode = page.kind === 'html' ? [...new Set((page.routeIds ?? []).flatMap((routeId) => built.routeCode[routeId] ?? []))] : [];
    return context.html(pageHtml(built.html, page, head ? headTags(head, site, publicOrigin(context)) : undefined, routeCode, nonce), status as 200 | 404);
  };
  // Rendered pages are large (markup and the answers they used): sent gzipped to browsers that accept it.
  const compressPage = compress({ encoding: 'gzip' });
  // The home page is a rendered page too, not the static index.html.
  app.get('/', compressPage, servePage);
  // The built pages are templates, not pages of their own.
  app.get('/:page{index(\\.[a-z]{2})?\\.html}', (context) => context.redirect('/', 301));
  const referencePolicy = referencePagePolicy(join(webDist, 'partner-api', 'reference.html'));
  if (referencePolicy) {
    app.use('/partner-api/reference.html', async (context, next) => {
      await next();
      context.header('Content-Security-Policy', referencePolicy);
    });
  }
  app.use('/assets/*', async (context, next) => {
    await next();
    if (context.res.status === 200) context.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('*', serveStatic({ root: webDist, precompressed: true }));
  app.get('*', compressPage, servePage);
}
