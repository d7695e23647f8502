import type { Page } from '@playwright/test';

/** React's words for a server-rendered page it could not take over and rendered again. */
const HYDRATION_FAILURE = /Hydration failed|hydration-mismatch|Minified React error #(418|423|425)/;

/** Collects, from now on, every hydration failure the page reports. */
export function watchHydrationFailures(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (HYDRATION_FAILURE.test(message.text())) seen.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_FAILURE.test(error.message)) seen.push(error.message);
  });
  return seen;
}

/**
 * Scrolls through the whole page most of a screen at a time, ending at its
 * foot, so that every block that hydrates when reached (decision 30) has been
 * in view for a painted frame, hydrated and had its chance to report a
 * failure. Blocks out of view stand in at an estimated height, so the foot is
 * read again at each step. Each step waits for a frame, so on a busy machine
 * a long page takes a while: callers give their test the time (test.slow()).
 */
export async function scrollThrough(page: Page) {
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    for (let top = 0; top < document.documentElement.scrollHeight; top += Math.floor(window.innerHeight * 0.9)) {
      window.scrollTo(0, top);
      await frame();
    }
    await frame();
  });
}
