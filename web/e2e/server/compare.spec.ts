import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from './support/shop-test.ts';

const compareMessages = JSON.parse(readFileSync(join(import.meta.dirname, '../../messages/compare/en.json'), 'utf8')) as Record<string, string>;
/** The English text of one of the page's messages. */
function compareText(key: string): string {
  const text = compareMessages[key];
  if (text === undefined) throw new Error(`no message ${key}`);
  return text;
}

/** Adds the parts of rows `from` to `to` (not included) of a search to the compare list from their rows; returns their part numbers. */
async function addFromSearch(page: Page, keywords: string, from: number, to: number): Promise<string[]> {
  await page.goto(`/s?keywords=${keywords}`);
  const results = page.getByRole('table', { name: new RegExp(keywords) });
  await expect(results.getByRole('rowheader').nth(to - 1)).toBeVisible();
  const parts: string[] = [];
  for (let row = from; row < to; row++) {
    const part = (await results.getByRole('rowheader').nth(row).innerText()).trim();
    await results.getByRole('button', { name: `Add ${part} to the compare list` }).click();
    // An added part opens the compare drawer over the rows; a refused one does not.
    const drawer = page.getByTestId('drawer');
    if (await drawer.waitFor({ timeout: 1500 }).then(() => true, () => false)) {
      // Radix listens for Escape a frame or two after the drawer shows: a shopper's Escape comes later than a script's.
      await expect(async () => {
        await page.keyboard.press('Escape');
        await expect(drawer).toBeHidden({ timeout: 500 });
      }).toPass();
    }
    parts.push(part);
  }
  return parts;
}

const columns = (page: Page) => page.getByTestId('compare-column');

test('compare 2 to 5 parts side by side and the cap', async ({ page }) => {
  // Six parts added through three searches, each page loaded and taken over: a long walk on a busy machine.
  test.slow();
  const [first, second] = await addFromSearch(page, 'STM32', 0, 2);
  await page.goto('/compare');
  // Opened without ids, the page takes the list's parts and puts them into its link.
  await expect(page).toHaveURL(/\/compare\?ids=\d+(,|%2C)\d+$/);
  await expect(columns(page)).toHaveCount(2);
  await expect(columns(page).nth(0)).toContainText(first!);
  await expect(columns(page).nth(1)).toContainText(second!);
  await expect(page.getByTestId('compare-page-count')).toHaveText(compareText('compare_count').replace('{count}', '2/5'));

  // Parameters are aligned by name in rows; rows whose values differ are marked and can be shown alone.
  const parameterRow = page.getByRole('row', { name: /^Core/ });
  await expect(parameterRow.getByRole('cell')).toHaveCount(2);
  const allRows = await page.locator('.compare-row').count();
  const differing = await page.locator('.compare-row[data-differs]').count();
  expect(differing).toBeGreaterThan(0);
  await page.getByRole('checkbox', { name: compareText('compare_differencesOnly') }).click();
  await expect(page.locator('.compare-row')).toHaveCount(differing);
  expect(differing).toBeLessThan(allRows);

  // Three more make five; a sixth is refused with the n/5 message.
  const more = await addFromSearch(page, 'STM32', 2, 6);
  await expect(page.getByText('The compare list is full (5/5); remove a part first')).toBeVisible();
  await page.goto('/compare');
  await expect(columns(page)).toHaveCount(5);
  await expect(page.getByTestId('compare-page-count')).toHaveText(compareText('compare_count').replace('{count}', '5/5'));
  expect(new URL(page.url()).searchParams.get('ids')?.split(',')).toHaveLength(5);

  // Removing a part updates the page, the link and the list.
  await page.getByRole('button', { name: `Remove ${more[0]} from the comparison` }).click();
  await expect(columns(page)).toHaveCount(4);
  await expect(page.getByTestId('compare-page-count')).toHaveText(compareText('compare_count').replace('{count}', '4/5'));
  await expect.poll(() => new URL(page.url()).searchParams.get('ids')?.split(',').length).toBe(4);
  await expect.poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('COMPARELIST') ?? '{}') as { ids?: number[] }).ids?.length)).toBe(4);
});

test('a shared compare link shows its parts, and one with nothing to compare says so', async ({ page, request }) => {
  const search = (await (await request.get('/api/index/search?keywords=STM32&page_size=2')).json()) as { data: { lists: { goods: { goods_id: number; part_number: string } }[] } };
  const [a, b] = search.data.lists.map((entry) => entry.goods);
  await page.goto(`/compare?ids=${a!.goods_id},${b!.goods_id}`);
  await expect(columns(page)).toHaveCount(2);
  await expect(columns(page).nth(0)).toContainText(a!.part_number);
  await page.goto('/compare');
  await expect(page.getByText('It is empty')).toBeVisible();
});
