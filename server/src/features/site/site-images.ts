import { eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import QRCode from 'qrcode';
import type { Database } from '../../platform/db/open.ts';
import { newsArticles, newsArticleTags, newsTags, siteConfigs } from '../../platform/db/schema/index.ts';
import { localeOf } from '../../platform/i18n/locales.ts';
import { hueOf, xmlText } from '../../platform/svg-text.ts';
import { localized } from './localize.ts';

const CACHE_CONTROL = 'public, max-age=86400';

function svgResponse(context: Context, svg: string | undefined): Response {
  if (svg === undefined) return context.text('No such image', 404);
  context.header('Cache-Control', CACHE_CONTROL);
  context.header('Content-Type', 'image/svg+xml; charset=utf-8');
  return context.body(svg, 200);
}

/** Splits a title into at most four lines of about `width` characters; scripts without spaces wrap anywhere. */
function wrap(text: string, width: number): string[] {
  const spaced = /\s/.test(text);
  const words = spaced ? text.split(/\s+/) : [...text];
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line}${spaced ? ' ' : ''}${word}` : word;
    if (next.length > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines.slice(0, 4);
}

/** A news cover (1200 × 630, the size link previews use): the title over the first tag's colour, tags below. */
export function newsCover(title: string, tags: string[]): string {
  const hue = hueOf(tags[0] ?? title);
  const lines = wrap(title, /\s/.test(title) ? 30 : 16);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" role="img">',
    `<title>${xmlText(title)}</title>`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 60% 20%)"/><stop offset="1" stop-color="hsl(${(hue + 35) % 360} 65% 36%)"/></linearGradient></defs>`,
    '<rect width="1200" height="630" fill="url(#g)"/>',
    '<text x="80" y="110" font-family="system-ui, sans-serif" font-size="30" font-weight="700" fill="#ffffff" opacity="0.8">Chipmart News</text>',
    ...lines.map(
      (line, index) =>
        `<text x="80" y="${250 + index * 72}" font-family="system-ui, sans-serif" font-size="56" font-weight="800" fill="#ffffff">${xmlText(line)}</text>`,
    ),
    `<text x="80" y="560" font-family="system-ui, sans-serif" font-size="28" fill="hsl(${hue} 70% 85%)">${xmlText(tags.join('  ·  '))}</text>`,
    '</svg>',
  ].join('');
}

type LogoKind = 'logo-head' | 'logo-foot' | 'logo-admin';

/** A variant's wordmark: dark for the header, light for the footer, with a badge for the back office. */
export function siteLogo(brand: string, kind: LogoKind): string {
  const width = Math.max(160, Math.round(brand.length * 17 + 70));
  const colour = kind === 'logo-foot' ? '#ffffff' : '#12263f';
  const badge = kind === 'logo-admin' ? `<text x="${width - 8}" y="48" text-anchor="end" font-family="system-ui, sans-serif" font-size="11" fill="${colour}" opacity="0.7">ADMIN</text>` : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="56" viewBox="0 0 ${width} 56" role="img">`,
    `<title>${xmlText(brand)}</title>`,
    '<rect x="4" y="12" width="32" height="32" rx="6" fill="#1a73e8"/>',
    '<path d="M12 20h16v16H12z M8 24h4 M8 32h4 M28 24h4 M28 32h4" fill="none" stroke="#ffffff" stroke-width="2"/>',
    `<text x="46" y="37" font-family="system-ui, sans-serif" font-size="26" font-weight="800" fill="${colour}">${xmlText(brand)}</text>`,
    badge,
    '</svg>',
  ].join('');
}

/** /images/site/[<webKey>/]wechat-qr.svg: the brand's WeChat account as a QR code. */
async function wechatCode(context: Context, accountUrl: string | undefined): Promise<Response> {
  return svgResponse(context, accountUrl ? await QRCode.toString(accountUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }) : undefined);
}

function logoKind(file: string): LogoKind | undefined {
  const name = /^(logo-head|logo-foot|logo-admin)\.svg$/.exec(file)?.[1];
  return name as LogoKind | undefined;
}

/**
 * Serves the pictures the site content refers to, drawn on request:
 * /images/news/<id>.svg (?lang=), and the variants' logos and WeChat QR codes under /images/site/,
 * drawn from each variant's site config (brand name, WeChat account).
 */
export function registerSiteImages(app: Hono, db: Database): void {
  app.get('/images/news/:file', async (context) => {
    const id = /^(\d{1,9})\.svg$/.exec(context.req.param('file'))?.[1];
    if (!id) return svgResponse(context, undefined);
    const [article] = await db.select({ title: newsArticles.title }).from(newsArticles).where(eq(newsArticles.id, Number(id)));
    if (!article) return svgResponse(context, undefined);
    const locale = localeOf(context.req.query('lang'));
    const tags = await db
      .select({ names: newsTags.names })
      .from(newsArticleTags)
      .innerJoin(newsTags, eq(newsTags.id, newsArticleTags.tagId))
      .where(eq(newsArticleTags.newsId, Number(id)))
      .orderBy(newsTags.id);
    return svgResponse(
      context,
      newsCover(
        localized(article.title, locale),
        tags.map((tag) => localized(tag.names, locale)),
      ),
    );
  });

  const logo = async (context: Context, webKey: string) => {
    const [site] = await db
      .select({ brandName: siteConfigs.brandName, wechatAccountUrl: siteConfigs.wechatAccountUrl })
      .from(siteConfigs)
      .where(eq(siteConfigs.webKey, webKey));
    if (context.req.param('file') === 'wechat-qr.svg') return wechatCode(context, site?.wechatAccountUrl);
    const kind = logoKind(context.req.param('file') ?? '');
    return svgResponse(context, kind && site ? siteLogo(site.brandName, kind) : undefined);
  };
  app.get('/images/site/:file', (context) => logo(context, 'default'));
  app.get('/images/site/:webKey/:file', (context) => logo(context, context.req.param('webKey')));
}
