import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import type { Database } from '../../../platform/db/open.ts';
import { homeBanners } from '../../../platform/db/schema/index.ts';
import { queryRows } from '../../../platform/db/sql-rows.ts';
import { localeOf } from '../../../platform/i18n/locales.ts';
import { localized } from '../../../platform/i18n/localized-text.ts';
import { catalogSnapshot } from '../catalog-snapshot.ts';
import { bannerArt } from './banner-art.ts';
import { categoryIcon } from './category-icon.ts';
import { partDrawing } from './part-drawing.ts';
import { manufacturerWordmark } from './wordmark.ts';

/** Pictures change only when the catalog does; a day in caches, then revalidated by ETag. */
const CACHE_CONTROL = 'public, max-age=86400';

function svgResponse(context: Context, svg: string | undefined): Response {
  if (svg === undefined) {
    context.header('Cache-Control', 'no-cache');
    return context.text('No such image', 404);
  }
  const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
  context.header('ETag', etag);
  context.header('Cache-Control', CACHE_CONTROL);
  const wanted = context.req.header('If-None-Match');
  if (wanted && wanted.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return context.body(null, 304);
  context.header('Content-Type', 'image/svg+xml; charset=utf-8');
  return context.body(svg, 200);
}

/** The name in `<name>.svg`, or undefined for anything else. */
function svgName(file: string): string | undefined {
  return /^([A-Za-z0-9_-]{1,120})\.svg$/.exec(file)?.[1];
}

/**
 * Serves the catalog's pictures, drawn on request from the catalog itself:
 * /images/goods/<id>.svg, /images/manufacturers/<slug>.svg,
 * /images/categories/<slug>.svg and /images/banners/<id>.svg (?lang=).
 */
export function registerCatalogImages(app: Hono, db: Database): void {
  app.get('/images/goods/:file', async (context) => {
    const id = svgName(context.req.param('file'));
    if (!id || !/^\d{1,9}$/.test(id)) return svgResponse(context, undefined);
    const [row] = await queryRows<{ part_number: string; package: string; manufacturer_id: number }>(
      db,
      sql`select part_number, package, manufacturer_id from goods where id = ${Number(id)}`,
    );
    if (!row) return svgResponse(context, undefined);
    const snapshot = await catalogSnapshot(db);
    const manufacturer = snapshot.manufacturers.get(row.manufacturer_id)?.name ?? '';
    return svgResponse(context, partDrawing({ partNumber: row.part_number, manufacturer, packageName: row.package }));
  });

  app.get('/images/manufacturers/:file', async (context) => {
    const slug = svgName(context.req.param('file'));
    const snapshot = await catalogSnapshot(db);
    const manufacturer = slug ? [...snapshot.manufacturers.values()].find((row) => row.slug === slug) : undefined;
    return svgResponse(context, manufacturer ? manufacturerWordmark(manufacturer.name) : undefined);
  });

  app.get('/images/categories/:file', async (context) => {
    const slug = svgName(context.req.param('file'));
    const snapshot = await catalogSnapshot(db);
    const category = slug ? [...snapshot.categories.values()].find((row) => row.slug === slug) : undefined;
    return svgResponse(context, category ? categoryIcon(category.slug, category.names.en) : undefined);
  });

  app.get('/images/banners/:file', async (context) => {
    const id = svgName(context.req.param('file'));
    if (!id || !/^\d{1,9}$/.test(id)) return svgResponse(context, undefined);
    const [banner] = await db.select({ titles: homeBanners.titles }).from(homeBanners).where(eq(homeBanners.id, Number(id)));
    if (!banner) return svgResponse(context, undefined);
    return svgResponse(context, bannerArt(Number(id), localized(banner.titles, localeOf(context.req.query('lang')))));
  });
}
