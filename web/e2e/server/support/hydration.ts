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
