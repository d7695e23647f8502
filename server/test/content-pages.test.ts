import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { refreshContentPages } from '../src/features/site/index.ts';
import { contentPageSeed } from '../src/features/site/seed-data/content-pages-all.ts';
import type { OpenDatabase } from '../src/platform/db/open.ts';
import { contentPages } from '../src/platform/db/schema/index.ts';
import { describeEachEngine, openTestDatabase } from './support/engines.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const LOCALES = ['en', 'zh', 'de', 'fr', 'jp', 'ru', 'ko'] as const;

/** The pages the shop renders from content pages (web/src/features/content-pages/content-page-keys.ts). */
const SHOP_PAGES = [
  'about-introduce', 'quality-control', 'excess-inventory', 'procure', 'certification', 'help-center', 'account-management', 'api-interface',
  'cookies-policy', 'faqs', 'how-to-buy', 'online-service', 'order-management', 'order-pay', 'other-questions', 'privacy-policy', 'refund',
  'shipping-delivering', 'term-condition',
];

const webRoot = join(import.meta.dirname, '../../web');

/** The tags the shop's renderer keeps (read from its allowlist, so the two cannot drift apart). */
function shopAllowedTags(): Set<string> {
  const source = readFileSync(join(webRoot, 'src/features/content-pages/html-allowlist.ts'), 'utf8');
  const list = /const ALLOWED = \[([^\]]+)\]/.exec(source)?.[1] ?? '';
  return new Set([...list.matchAll(/'([a-z0-9]+)'/g)].map((match) => match[1]!));
}

/** Whether a plain shop path has a route file (`/a/b` is `a/b.tsx` or `a/b/index.tsx`). */
function shopRouteExists(path: string): boolean {
  const routes = join(webRoot, 'src/routes/{-$lang}');
  const plain = path.replace(/[?#].*$/, '').replace(/\/$/, '');
  return [`${plain}.tsx`, `${plain}/index.tsx`, `${plain}/route.tsx`].some((file) => existsSync(join(routes, file)));
}

it('ships every page the shop shows, written in all seven languages', () => {
  const byKey = new Map(contentPageSeed.map((page) => [page.pageKey, page]));
  expect(byKey.size).toBe(contentPageSeed.length);
  for (const key of SHOP_PAGES) {
    const page = byKey.get(key);
    expect(page, key).toBeDefined();
    for (const locale of LOCALES) {
      expect(page!.title[locale], `${key} title ${locale}`).toBeTruthy();
      expect(page!.seo[locale]?.description, `${key} SEO ${locale}`).toBeTruthy();
      expect(page!.content[locale]?.length ?? 0, `${key} body ${locale}`).toBeGreaterThan(300);
    }
    // A translation is not the English text copied.
    for (const locale of LOCALES.filter((code) => code !== 'en')) expect(page!.content[locale], `${key} ${locale}`).not.toBe(page!.content.en);
  }
});

it('writes bodies only with tags the shop renders, and links only to pages the shop has', () => {
  const allowed = shopAllowedTags();
  expect(allowed.has('table')).toBe(true);
  for (const page of contentPageSeed.filter((seed) => SHOP_PAGES.includes(seed.pageKey))) {
    for (const locale of LOCALES) {
      const html = page.content[locale]!;
      const tags = new Set([...html.matchAll(/<\/?([a-z0-9]+)/g)].map((match) => match[1]!));
      for (const tag of tags) if (tag !== 'div') expect(allowed.has(tag), `<${tag}> in ${page.pageKey} ${locale}`).toBe(true);
      expect(html, `${page.pageKey} ${locale}`).not.toMatch(/\son[a-z]+=|style=|javascript:/i);
      for (const [, href] of html.matchAll(/href="([^"]+)"/g)) {
        if (href!.startsWith('/')) expect(shopRouteExists(href!), `${href} in ${page.pageKey} ${locale}`).toBe(true);
        else expect(href, `${page.pageKey} ${locale}`).toMatch(/^(https:|mailto:)/);
      }
    }
  }
});

it('states the order rules the server applies', () => {
  const text = (key: string) => contentPageSeed.find((page) => page.pageKey === key)!.content.en!;
  // order-process.ts: three days to pay, completion 15 days after shipping; payments registry: CNY-only wallets.
  expect(text('order-management')).toContain('3 days (72 hours)');
  expect(text('order-management')).toContain('15 days after shipping');
  expect(text('order-pay')).toContain('CNY only');
  expect(text('faqs').match(/<h3>/g)?.length).toBeGreaterThanOrEqual(10);
});

describeEachEngine('content pages', (engine) => {
  let database: OpenDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    server = await startTestServer({ engine, prepare: async ({ db }) => void (await refreshContentPages(db)) });
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it('serves the help center start page and the policies in the request language', async () => {
    const help = await server.ok('getContentPage', { params: { pageKey: 'help-center' }, headers: { Lang: 'ko' } });
    expect(help.title).toBe('고객센터');
    expect(help.content).toContain('href="/companyprofile/how-to-buy"');
    const faqs = await server.ok('getContentPage', { params: { pageKey: 'faqs' }, headers: { Lang: 'jp' } });
    expect(faqs.seo.title).toBe('よくあるご質問 | Chipmart');
  });

  it('brings old texts up to date on start, keeps later edits, and changes nothing the second time', async () => {
    const { db } = database;
    const howToBuy = contentPageSeed.find((page) => page.pageKey === 'how-to-buy')!;
    const privacy = contentPageSeed.find((page) => page.pageKey === 'privacy-policy')!;
    await refreshContentPages(db);
    // A database seeded by an earlier version (older, English-only text) and a page an editor changed after this version's text.
    await db.update(contentPages).set({ content: { en: '<p>Old text</p>' }, updateTime: new Date('2026-01-01T00:00:00Z') }).where(eq(contentPages.pageKey, 'how-to-buy'));
    await db.update(contentPages).set({ content: { en: '<p>Edited by staff</p>' }, updateTime: new Date('2027-01-01T00:00:00Z') }).where(eq(contentPages.pageKey, 'privacy-policy'));
    await db.delete(contentPages).where(eq(contentPages.pageKey, 'faqs'));

    expect(await refreshContentPages(db)).toBe(2);
    const rows = new Map((await db.select().from(contentPages)).map((row) => [row.pageKey, row]));
    expect(rows.get('how-to-buy')?.content).toEqual(howToBuy.content);
    expect(rows.get('how-to-buy')?.updateTime.toISOString()).toBe(new Date(howToBuy.updated).toISOString());
    expect(rows.get('privacy-policy')?.content).toEqual({ en: '<p>Edited by staff</p>' });
    expect(rows.get('privacy-policy')?.content).not.toEqual(privacy.content);
    expect(rows.has('faqs')).toBe(true);
    expect(await refreshContentPages(db)).toBe(0);
  });

  it('leaves the pages it does not ship as they are', async () => {
    await database.db.insert(contentPages).values({ pageKey: 'english-only', title: { en: 'Only English' }, content: { en: '<p>Only English</p>' }, seo: { en: { title: 'T', keyword: 'k', description: 'd' } }, updateTime: new Date() });
    expect(await refreshContentPages(database.db)).toBe(0);
    const [row] = await database.db.select().from(contentPages).where(eq(contentPages.pageKey, 'english-only'));
    expect(row?.title).toEqual({ en: 'Only English' });
  });
});
