import { test as base, type Page } from '@playwright/test';
import { testClientAddress } from './client-address.ts';

export { expect } from '@playwright/test';

/** Waits until the shop runs on the page: a server-rendered page shows before its buttons work. */
async function untilInteractive(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-interactive'));
}

/**
 * Playwright's test with a page whose goto and reload return once the shop
 * has taken over the server-rendered page, as a shopper's first click needs.
 * Each test's browser and API calls come from a client address of their own,
 * as one person's would, so the server's per-address limits (20 e-mailed codes
 * a day) count each test apart rather than the whole run as one visitor.
 * Anything the server's Content-Security-Policy refuses on the page fails the test.
 * The test's API calls each open a connection of their own: the server closes
 * one idle for 5 s (decision 90), and a call sent on it at that moment is reset
 * (ECONNRESET) before the server sees it. The shop's proxy avoids the same race
 * by dropping idle connections first (4 s).
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, ...testClientAddress() });
  },
  request: async ({ playwright, baseURL, extraHTTPHeaders }, use) => {
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { ...extraHTTPHeaders, Connection: 'close' } });
    await use(request);
    await request.dispose();
  },
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await untilInteractive(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await untilInteractive(page);
      return response;
    };
    // The server's Content-Security-Policy must never block what the shop needs: a refusal fails the test.
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await use(page);
    if (refused.length > 0) throw new Error(`The page's Content-Security-Policy refused:\n${refused.join('\n')}`);
  },
});
