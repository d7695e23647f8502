import type { Locator, Page } from '@playwright/test';
import { buyerTest } from './support/buyers.ts';
import { BOM_LINES, bomCsv, expectedCounts, lineNumberOf, quantityDoubts } from './support/bom-sheet.ts';
import { say } from './support/bom-text.ts';
import { expect as baseExpect } from './support/shop-test.ts';
import { chooseFile } from './support/choose-file.ts';

/** Uploads, matching and each change answer on a busy two-core machine shared with other runs. */
const expect = baseExpect.configure({ timeout: 30_000 });
// Registering a buyer (a password hash), reading, uploading and matching 50 lines, then a dozen changes.
buyerTest.describe.configure({ timeout: 300_000 });

const fact = (page: Page, key: string) => page.getByTestId(`bom-fact-${key}`).locator('dd');

/** Narrows the lines table to the lines whose part number holds `keyword`, as a buyer looking for one line does. */
async function showLines(page: Page, keyword: string, count: number): Promise<Locator> {
  await page.getByLabel(say('bom_filterKeyword'), { exact: true }).fill(keyword);
  const rows = page.getByTestId('bom-line');
  await expect(page.getByText(say('bom_linesCount', { count }), { exact: true })).toBeVisible();
  await expect(rows).toHaveCount(count);
  await expect(page.locator('.bom-lines-stale')).toHaveCount(0);
  return rows;
}

/** The row of line `lineNo` among the rows shown. */
const lineRow = (page: Page, lineNo: number) => page.getByTestId('bom-line').filter({ has: page.getByRole('rowheader', { name: String(lineNo), exact: true }) });

buyerTest(
  'a buyer uploads a KiCad BOM with mistyped part numbers, maps its DNP column, settles the doubtful lines and finds the matched lines in the cart',
  async ({ page, buyer }) => {
    // The buyer fixture has signed the browser in; the page is theirs.
    void buyer;
    const counts = expectedCounts();
    const suggested = counts.packaging + counts.loose;

    await page.goto('/bom');
    await chooseFile(page.getByLabel(say('bom_fileLabel'), { exact: true }), { name: 'sensor-board-rev-c.csv', mimeType: 'text/csv', buffer: Buffer.from(bomCsv(), 'utf8') });

    // The mapping step: the KiCad titles are guessed, the Assembly column (its DNP marks) is not.
    const mapping = page.getByRole('form', { name: say('bom_mappingTitle') });
    await expect(mapping).toBeVisible();
    await expect(mapping.getByText(say('bom_fileRead', { name: 'sensor-board-rev-c.csv', rows: BOM_LINES.length + 1 }))).toBeVisible();
    await expect(mapping.getByTestId('bom-mapping-source')).toHaveText(say('bom_mappingGuessed'));
    await expect(mapping.getByRole('combobox', { name: say('bom_fieldPartNumber') })).toHaveText(/E · MPN/);
    await expect(mapping.getByRole('combobox', { name: say('bom_fieldQuantity') })).toHaveText(/D · Qty/);
    await expect(mapping.getByRole('combobox', { name: say('bom_fieldDesignators') })).toHaveText(/A · Reference/);
    const dnp = mapping.getByRole('combobox', { name: say('bom_fieldDnp') });
    await expect(dnp).toHaveText(new RegExp(say('bom_columnNone')));
    await dnp.click();
    await page.getByRole('option', { name: 'G · Assembly', exact: true }).click();
    await expect(dnp).toHaveText(/G · Assembly/);
    // The preview marks the column with its field.
    await expect(mapping.locator('th[data-mapped="dnp"]')).toContainText('G');
    await expect(mapping.getByRole('textbox', { name: say('bom_nameLabel') })).toHaveValue('sensor-board-rev-c');

    await mapping.getByRole('button', { name: say('bom_uploadSubmit') }).click();
    await expect(page).toHaveURL(/\/bom\/\d+$/, { timeout: 60_000 });
    await expect(page.getByRole('heading', { name: 'sensor-board-rev-c', level: 2 })).toBeVisible();

    // The totals: exact part numbers matched; suggestions and the quantity that disagrees with its references to check; the rest said.
    await expect(fact(page, 'lines')).toHaveText(String(BOM_LINES.length));
    await expect(fact(page, 'matched')).toHaveText(String(counts.exact));
    await expect(fact(page, 'doubtful')).toHaveText(String(suggested + quantityDoubts()));
    await expect(fact(page, 'unmatched')).toHaveText(String(counts.unknown));
    await expect(fact(page, 'dnp')).toHaveText(String(counts.dnp));
    await expect(fact(page, 'total')).toHaveText(/\$[\d,]+\.\d{2}/);

    // Lines to check come first: those no part fits, then the suggestions, each waiting for the buyer and kept out of the total.
    const firstRows = page.getByTestId('bom-line');
    for (let index = 0; index < counts.unknown; index += 1) await expect(firstRows.nth(index)).toContainText(say('bom_kindNone'));
    await expect(firstRows.nth(counts.unknown)).toContainText(say('bom_needsConfirmation'));
    await expect(firstRows.nth(counts.unknown)).toContainText(say('bom_notCounted'));

    // A packaging variant, confirmed: the line counts.
    const lm358 = lineNumberOf('LM358DR/TR');
    await showLines(page, 'LM358DR/TR', 1);
    const packaged = lineRow(page, lm358);
    await expect(packaged).toContainText(say('bom_kindPackagingLabel'));
    await expect(packaged.getByRole('link', { name: 'LM358DR', exact: true })).toBeVisible();
    await packaged.getByRole('button', { name: say('bom_confirmOf', { line: lm358, part: 'LM358DR/TR' }) }).click();
    await expect(packaged.getByText(say('bom_manualTag'), { exact: true })).toBeVisible();
    await expect(packaged).not.toContainText(say('bom_needsConfirmation'));
    await expect(fact(page, 'matched')).toHaveText(String(counts.exact + 1));
    await expect(fact(page, 'doubtful')).toHaveText(String(suggested + quantityDoubts() - 1));

    // A part number cut short ("AMS1117", a 5 V regulator): another part picked among the other parts.
    const ams = lineNumberOf('AMS1117');
    await showLines(page, 'AMS1117', 2);
    await lineRow(page, ams).getByRole('button', { name: say('bom_otherPartsOf', { line: ams, part: 'AMS1117' }) }).click();
    const parts = page.getByRole('dialog', { name: say('bom_partsTitle', { line: ams, part: 'AMS1117' }) });
    await expect(parts.getByTestId('bom-part-option').first()).toBeVisible();
    await expect(parts.getByTestId('bom-part-option').filter({ hasText: say('bom_current') })).toHaveCount(1);
    await parts.getByRole('button', { name: say('bom_usePartOf', { part: 'AMS1117-5.0' }) }).click();
    await expect(parts).toBeHidden();
    const picked = lineRow(page, ams);
    await expect(picked.getByRole('link', { name: 'AMS1117-5.0', exact: true })).toBeVisible();
    await expect(picked.getByText(say('bom_manualTag'), { exact: true })).toBeVisible();
    await expect(fact(page, 'matched')).toHaveText(String(counts.exact + 2));
    await expect(fact(page, 'doubtful')).toHaveText(String(suggested + quantityDoubts() - 2));

    // Another supplier's offer for a line.
    const stm = lineNumberOf('stm32f103c8t6');
    await showLines(page, 'STM32F103C8T6', 1);
    const mcu = lineRow(page, stm);
    await mcu.getByRole('button', { name: say('bom_otherSuppliersOf', { line: stm, part: 'stm32f103c8t6' }) }).click();
    const suppliers = page.getByRole('dialog', { name: say('bom_suppliersTitle', { line: stm, part: 'STM32F103C8T6' }) });
    const offers = suppliers.getByTestId('bom-offer-option');
    await expect(offers.first()).toBeVisible();
    const other = offers.filter({ hasNot: page.getByText(say('bom_current'), { exact: true }) }).filter({ hasNotText: say('bom_notEnoughStock') }).first();
    const useOffer = other.getByRole('button', { name: /^Use the offer of / });
    const supplier = (await useOffer.getAttribute('aria-label'))!.replace('Use the offer of ', '');
    await useOffer.click();
    await expect(suppliers).toBeHidden();
    await expect(mcu.getByText(say('bom_supplier', { supplier }), { exact: true })).toBeVisible();

    // Five pieces typed for four references: corrected from the keyboard, and the doubt goes.
    const resistors = lineNumberOf('RC0603FR-0710KL');
    await showLines(page, 'RC0603FR-0710KL', 1);
    const row = lineRow(page, resistors);
    await expect(row.getByText(say('bom_doubtQuantityDesignators'))).toBeVisible();
    const change = row.getByRole('button', { name: say('bom_changeQuantityOf', { line: resistors, part: 'RC0603FR-0710KL' }) });
    await change.focus();
    await page.keyboard.press('Enter');
    const quantity = row.getByRole('textbox', { name: say('bom_quantityPerSetOf', { line: resistors, part: 'RC0603FR-0710KL' }) });
    await expect(quantity).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('4');
    await page.keyboard.press('Enter');
    await expect(row.getByText(say('bom_perSet', { count: 4 }), { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: say('bom_changeQuantityOf', { line: resistors, part: 'RC0603FR-0710KL' }) })).toBeFocused();
    await expect(row.getByText(say('bom_doubtQuantityDesignators'))).toHaveCount(0);
    await expect(fact(page, 'doubtful')).toHaveText(String(suggested + quantityDoubts() - 3));

    // Into the cart: the lines matched and confirmed, at their order quantities.
    const inCart = counts.exact + 2;
    await page.getByRole('button', { name: say('bom_cartAdd', { count: inCart }) }).click();
    const outcome = page.locator('.bom-cart-outcome');
    await expect(outcome).toContainText(say('bom_cartAdded', { count: inCart }));
    await outcome.getByRole('link', { name: say('bom_cartOpen') }).click();
    await expect(page).toHaveURL(/\/shoppingcart$/);
    const cartLines = page.getByTestId('cart-line');
    await expect(cartLines).toHaveCount(inCart);
    const cartLine = (part: string) => cartLines.filter({ has: page.getByRole('link', { name: part, exact: true }) });
    await expect(cartLine('LM358DR')).toHaveCount(1);
    await expect(cartLine('AMS1117-5.0')).toHaveCount(1);
    await expect(cartLine('STM32F103C8T6')).toContainText(supplier);
    // Suggestions not confirmed and do-not-place lines stay out.
    await expect(cartLine('2N7002,215')).toHaveCount(0);
    await expect(cartLine('PIC16F877A-I/P')).toHaveCount(0);
  },
);
