import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const webRoot = join(import.meta.dirname, '..');
/** The aim for the JavaScript a page loads first, gzip. */
const BUDGET_BYTES = 150 * 1024;
/** The browsing pages, by route id. */
const browsingRoutes = ['/{-$lang}/', '/{-$lang}/s', '/{-$lang}/category/$id', '/{-$lang}/product-detail/$id'];
/** The pages of buying, access, the account, suppliers and the help content, by route id. */
const buyingRoutes = [
  '/{-$lang}/register',
  '/{-$lang}/forgotpassword/',
  '/{-$lang}/forgotpassword/resetpassword',
  '/{-$lang}/exit',
  '/{-$lang}/shoppingcart',
  '/{-$lang}/pay/order',
  '/{-$lang}/pay/payment',
  '/{-$lang}/pay/successful',
  '/{-$lang}/myaccount/',
  '/{-$lang}/myaccount/my-profile',
  '/{-$lang}/myaccount/address-management',
  '/{-$lang}/myaccount/net-terms',
  '/{-$lang}/myaccount/order-status-history/',
  '/{-$lang}/myaccount/order-status-history/$id',
  '/{-$lang}/supplier-registration',
  '/{-$lang}/sell-your-excess',
  '/{-$lang}/companyprofile/faqs',
  '/{-$lang}/contact',
];
/** The partner portal's start page and its guide and reference pages, by route id. */
const portalRoutes = ['/{-$lang}/integrations-api/', '/{-$lang}/integrations-api/$id'];

/**
 * One language's browser build of the default variant (ADR 0029), as `npm run build` makes it:
 * what the German home, search, category and product pages load before they run.
 */
describe("a page's first JavaScript", () => {
  const dist = mkdtempSync(join(tmpdir(), 'chipmart-first-load-'));
  let entryFiles: string[] = [];
  let routeFiles: Record<string, string[]> = {};
  const gzipBytes = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

  beforeAll(async () => {
    await promisify(execFile)(join(webRoot, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error', '--outDir', dist, '--emptyOutDir'], {
      cwd: webRoot,
      // NODE_ENV as a build has it: the test runner's 'test' would bundle React's development build.
      env: { ...process.env, NODE_ENV: 'production', WEB_KEY: 'default', RUSSIAN_SITE: '', WEB_LOCALE: 'de', WEB_MESSAGES_COMPILED: '' },
    });
    // The page names the entry and every file it imports statically (modulepreload); the server adds the route's own.
    const page = readFileSync(join(dist, 'index.de.html'), 'utf8');
    entryFiles = [...page.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]*(?:src|href)="\/([^"]+\.js)"/g)].map((match) => match[1]!);
    routeFiles = JSON.parse(readFileSync(join(dist, 'route-chunks.de.json'), 'utf8')) as Record<string, string[]>;
  // Vite builds in the hook: ten minutes, as a busy two-core machine may need (the hook ends when the build does).
  }, 600_000);
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it.each([
    ['the home, search, category and product pages', browsingRoutes],
    ['the register, cart, checkout, payment, account, supplier and help pages', buyingRoutes],
    ["the partner portal's start page, guides and reference", portalRoutes],
  ])('is at most 150 KiB gzip on %s', (_, routes) => {
/** The partner portal's start page and its guide and reference pages, by route id. */
const portalRoutes = ['/{-$lang}/integrations-api/', '/{-$lang}/integrations-api/$id'];
    const entryBytes = entryFiles.reduce((sum, file) => sum + gzipBytes(file), 0);
    expect(entryFiles.length).toBeGreaterThan(0);
    for (const route of routes) {
      expect(routeFiles[route], route).toBeDefined();
      const total = entryBytes + routeFiles[route]!.reduce((sum, file) => sum + gzipBytes(file), 0);
      expect(total, `${route}: ${(total / 1024).toFixed(1)} KiB`).toBeLessThanOrEqual(BUDGET_BYTES);
    }
  });

  it('carries no validation library: zod loads with the first form that needs it', () => {
    for (const file of entryFiles) expect(readFileSync(join(dist, file), 'utf8'), file).not.toContain('_zod');
  });

  it("carries the page's own language only", () => {
    const shell = (locale: string) => JSON.parse(readFileSync(join(webRoot, 'messages/site', `${locale}.json`), 'utf8')) as Record<string, string>;
    const code = entryFiles.map((file) => readFileSync(join(dist, file), 'utf8')).join('\n');
    expect(code).toContain(shell('de').site_shellSkipToContent);
    for (const other of ['en', 'fr', 'zh', 'jp']) expect(code).not.toContain(shell(other).site_shellSkipToContent);
  });
});
