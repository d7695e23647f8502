import type { Locator, Page } from '@playwright/test';
import { seriousAxeFindings } from './support/axe.ts';
import { buyerTest } from './support/buyers.ts';
import { bomCsv } from './support/bom-sheet.ts';
import { say } from './support/bom-text.ts';
import { uploadMatchedBom } from './support/bom-upload.ts';
import { expect as baseExpect } from './support/shop-test.ts';
import { chooseFile } from './support/choose-file.ts';

/*
 * The BOM pages read well with assistive technology (no serious or critical
 * axe finding) and fit the screen: at 1280 px and 390 px the BOM's header
 * actions stay inside their sections and nothing needs a sideways scroll.
 */

const expect = baseExpect.configure({ timeout: 20_000 });
// Registering a buyer and uploading and matching a 50-line BOM take a while on a busy machine; axe too.
buyerTest.describe.configure({ timeout: 240_000 });

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const boxOf = (locator: Locator) =>
  locator.evaluate((element): Box => {
    const { left, right, top, bottom } = element.getBoundingClientRect();
    return { left, right, top, bottom };
  });

const pageOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Every element the locator finds lies within the container's left and right edges, and within the screen's. */
async function expectInside(elements: Locator, container: Locator, screenWidth: number): Promise<void> {
  const area = await boxOf(container);
  const count = await elements.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const element = elements.nth(index);
    await expect(element).toBeVisible();
    const box = await boxOf(element);
    const name = (await element.innerText()).trim();
    expect(box.left, `${name} starts inside its section`).toBeGreaterThanOrEqual(area.left - 0.5);
    expect(box.right, `${name} ends inside its section`).toBeLessThanOrEqual(area.right + 0.5);
    expect(box.right, `${name} ends on the screen`).toBeLessThanOrEqual(screenWidth);
  }
}

/** The BOM's page once its totals and first lines are shown. */
async function openBom(page: Page, bomId: number): Promise<void> {
  await page.goto(`/bom/${bomId}`);
  await expect(page.getByTestId('bom-fact-lines').locator('dd')).toHaveText('50');
  await expect(page.getByTestId('bom-line').first()).toBeVisible();
}

buyerTest('/bom with the mapping step open has no serious or critical axe findings', async ({ page, buyer }) => {
  // The buyer fixture has signed the browser in.
  void buyer;
  await page.goto('/bom');
  await chooseFile(page.getByLabel(say('bom_fileLabel'), { exact: true }), { name: 'kicad-export.csv', mimeType: 'text/csv', buffer: Buffer.from(bomCsv(), 'utf8') });
  await expect(page.getByRole('form', { name: say('bom_mappingTitle') })).toBeVisible();
  await expect(page.locator('.bom-preview tbody tr').first()).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
});

buyerTest('/bom/{id} with its totals and lines has no serious or critical axe findings', async ({ page, request, buyer }) => {
  const bom = await uploadMatchedBom(request, buyer, 'Axe check board');
  await openBom(page, bom.bom_id);
  expect(await seriousAxeFindings(page)).toEqual([]);
});

buyerTest('/myaccount/bom-list with a BOM has no serious or critical axe findings', async ({ page, request, buyer }) => {
  await uploadMatchedBom(request, buyer, 'Axe check list board');
  await page.goto('/myaccount/bom-list');
  await expect(page.getByTestId('bom-card')).toHaveCount(1);
  expect(await seriousAxeFindings(page)).toEqual([]);
});

for (const width of [1280, 390]) {
  buyerTest.describe(`at ${width} px`, () => {
    buyerTest.use({ viewport: { width, height: 844 } });

    buyerTest("the BOM's header actions and the lines' actions stay inside their sections without a sideways scroll", async ({ page, request, buyer }) => {
      const bom = await uploadMatchedBom(request, buyer, 'Layout check board with a rather long name for a small screen');
      await openBom(page, bom.bom_id);

      const header = page.locator('.bom-header');
      await expectInside(header.locator('.bom-toolbar').getByRole('button'), header, width);
      await expectInside(header.getByRole('button', { name: say('bom_renameOf', { name: bom.bom_name }) }), header, width);
      await expectInside(header.getByTestId(/^bom-fact-/), header, width);
      await expectInside(page.locator('.bom-quantities').getByRole('button', { name: say('bom_recalculate') }), header, width);

      const lines = page.locator('.bom-lines-section');
      await expectInside(lines.getByRole('button', { name: say('bom_addLine') }), lines, width);
      // The first line's actions are within the lines' box, reachable without scrolling the table sideways.
      const scroller = page.getByTestId('bom-lines-scroll');
      await expectInside(page.getByTestId('bom-line').first().locator('.bom-row-actions').getByRole('button'), scroller, width);
      expect(await scroller.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    });
  });
}
