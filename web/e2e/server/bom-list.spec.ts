import { buyerTest, refusalOf, registerBuyer } from './support/buyers.ts';
import { BOM_LINES, expectedCounts, quantityDoubts } from './support/bom-sheet.ts';
import { say } from './support/bom-text.ts';
import { uploadMatchedBom } from './support/bom-upload.ts';
import { expect as baseExpect } from './support/shop-test.ts';

/** Account pages load several calls at once, on a busy two-core machine. */
const expect = baseExpect.configure({ timeout: 20_000 });
// Registering buyers (password hashes) and uploading and matching a 50-line BOM take a while on a busy machine.
buyerTest.describe.configure({ timeout: 240_000 });

buyerTest("the account's BOM list shows an uploaded BOM with its counts; it is renamed in place and deleted after asking", async ({ page, request, buyer }) => {
  const bom = await uploadMatchedBom(request, buyer, 'Motor driver rev A');
  const counts = expectedCounts();

  await page.goto('/myaccount/bom-list');
  const card = page.getByTestId('bom-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('link', { name: 'Motor driver rev A', exact: true })).toHaveAttribute('href', `/bom/${bom.bom_id}`);
  await expect(card).toContainText(say('bom_bomMatched'));
  await expect(card).toContainText(
    say('bom_listFacts', { lines: BOM_LINES.length, matched: counts.exact, doubtful: counts.packaging + counts.loose + quantityDoubts(), sets: 1 }),
  );

  // Renamed in place: Enter sends the new name, which stays after a reload.
  await card.getByRole('button', { name: say('bom_renameOf', { name: 'Motor driver rev A' }) }).click();
  const name = card.getByRole('textbox', { name: say('bom_newName') });
  await expect(name).toBeFocused();
  await expect(name).toHaveValue('Motor driver rev A');
  await name.fill('Motor driver rev B');
  await name.press('Enter');
  await expect(card.getByRole('link', { name: 'Motor driver rev B', exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: say('bom_renameOf', { name: 'Motor driver rev B' }) })).toBeFocused();
  await page.reload();
  await expect(page.getByTestId('bom-card').getByRole('link', { name: 'Motor driver rev B', exact: true })).toBeVisible();

  // Deleting asks first; Keep leaves the BOM, Delete removes it.
  const deleteButton = page.getByRole('button', { name: say('bom_deleteBomOf', { name: 'Motor driver rev B' }) });
  await deleteButton.click();
  const confirm = page.getByRole('dialog', { name: say('bom_deleteBomTitle', { name: 'Motor driver rev B' }) });
  await expect(confirm.getByRole('button', { name: say('bom_keep') })).toBeFocused();
  await confirm.getByRole('button', { name: say('bom_keep') }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('bom-card')).toHaveCount(1);

  await deleteButton.click();
  await confirm.getByRole('button', { name: say('bom_deleteBom') }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(say('bom_deleted', { name: 'Motor driver rev B' }), { exact: true })).toBeVisible();
  await expect(page.getByTestId('bom-card')).toHaveCount(0);
  await expect(page.getByText(say('bom_listNone'))).toBeVisible();

  // Its page is gone too.
  await page.goto(`/bom/${bom.bom_id}`);
  await expect(page.getByRole('alert').filter({ hasText: say('bom_notFound') })).toBeVisible();
});

buyerTest("another buyer opening the first buyer's BOM page is told it does not exist, and sees none of it", async ({ page, request, buyer }) => {
  const owner = await registerBuyer(request, { label: 'bom-owner', contactName: 'Ines Kovač', companyName: 'Kovač Embedded d.o.o.' });
  const bom = await uploadMatchedBom(request, owner, 'Kovač gateway main board');

  await page.goto(`/bom/${bom.bom_id}`);
  await expect(page.getByRole('alert').filter({ hasText: say('bom_notFound') })).toBeVisible();
  await expect(page.getByRole('link', { name: say('bom_backToUpload') })).toHaveAttribute('href', '/bom');
  await expect(page.getByText('Kovač gateway main board')).toHaveCount(0);
  await expect(page.getByTestId('bom-line')).toHaveCount(0);

  // Nor do the calls behind the page give the other buyer the BOM or its lines.
  expect((await refusalOf(buyer.api('GET', '/api/bom/mainBom', { query: { bom_id: bom.bom_id } })))?.code).toBe(4040);
  expect((await refusalOf(buyer.api('GET', '/api/bom/mainBomList', { query: { bom_id: bom.bom_id, page: 1, page_size: 10 } })))?.code).toBe(4040);
  // The owner still has it.
  expect((await owner.api<{ bom_name: string }>('GET', '/api/bom/mainBom', { query: { bom_id: bom.bom_id } })).bom_name).toBe('Kovač gateway main board');
});
