import type { APIRequestContext, BrowserContext, Page, TestInfo } from '@playwright/test';
import { messagesIn } from '../sites.ts';
import { expect as baseExpect, test } from './support/shop-test.ts';
import { callApi, refusalOf, registerBuyer, signInBrowser, signInByApi, type Buyer } from './support/buyers.ts';
import { lastMailNumber, mailedCode } from './support/mailbox.ts';
import { seriousAxeFindings } from './support/axe.ts';

const en = messagesIn('en');
const text = (key: string) => en[key] ?? `missing message ${key}`;

/** Account pages load several calls at once and tests run side by side on a busy machine: give pages time. */
const expect = baseExpect.configure({ timeout: 20_000 });
/** Password checks are deliberately slow (scrypt): give the server's answers to them more. */
const SERVER_WAIT = { timeout: 60_000 };
test.describe.configure({ timeout: 240_000 });

/** The demo accounts, used here only to read: the buyer's orders, the partner's credit line and bills. */
const demoBuyer = { email: 'buyer@chipmart.example', password: 'Buyer-Parts-2026' };
const demoPartner = { email: 'partner@chipmart.example', password: 'Partner-Net30-2026' };

const signInDemo = (request: APIRequestContext, account: { email: string; password: string }) => signInByApi(request, account.email, account.password);

async function signedInAs(context: BrowserContext, info: TestInfo, buyer: Buyer): Promise<void> {
  await signInBrowser(context, info.project.use.baseURL!, buyer);
}

async function freshBuyer(request: APIRequestContext, context: BrowserContext, info: TestInfo, label: string): Promise<Buyer> {
  const buyer = await registerBuyer(request, { label, contactName: 'Mira Hoffmann', companyName: 'Hoffmann Elektronik GmbH' });
  await signedInAs(context, info, buyer);
  return buyer;
}

const nav = (page: Page) => page.getByRole('navigation', { name: text('account_navLabel') });

test('the overview greets the demo buyer and lists their recent orders with state and total, each leading to its details', async ({ page, context, request }, info) => {
  const buyer = await signInDemo(request, demoBuyer);
  await signedInAs(context, info, buyer);
  const orders = await buyer.api<{ lists: { order_sn: string }[]; total: number }>('GET', '/api/user/order', { query: { page: 1, page_size: 5 } });
  expect(orders.total).toBeGreaterThan(0);

  await page.goto('/myaccount');
  await expect(page.getByTestId('account-greeting')).toContainText('Daniel Reyes');
  await expect(page.getByTestId('account-greeting')).toContainText('Pinecrest EMS LLC');
  const rows = page.getByTestId('recent-orders').getByRole('listitem');
  await expect(rows).toHaveCount(Math.min(5, orders.total));
  const shown = await page.getByTestId('recent-orders').getByRole('link').allTextContents();
  // Other tests may place orders meanwhile: most of what the API listed is still among the newest five.
  expect(shown.filter((sn) => orders.lists.some((order) => order.order_sn === sn)).length).toBeGreaterThan(0);
  await expect(rows.first()).toContainText(/\$[\d,]+\.\d{2}/);
  const first = page.getByTestId('recent-orders').getByRole('link').first();
  await expect(first).toHaveAttribute('href', `/myaccount/order-status-history/${encodeURIComponent((await first.textContent())!)}`);

  // The demo buyer's net-terms application is under review; API access is not applied for.
  await expect(page.getByTestId('credit-state')).toHaveText(text('account_creditPending'));
  await expect(page.getByRole('link', { name: text('account_apiPortal') })).toHaveAttribute('href', '/integrations-api');
});

test('the account navigation works by keyboard alone and marks the current page', async ({ page, context, request }, info) => {
  await signedInAs(context, info, await signInDemo(request, demoBuyer));
  await page.goto('/myaccount');
  const overview = nav(page).getByRole('link', { name: text('account_navOverview') });
  await expect(overview).toHaveAttribute('aria-current', 'page');

  await overview.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const profile = nav(page).getByRole('link', { name: 'My profile' });
  await expect(profile).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/myaccount\/my-profile$/);
  await expect(profile).toHaveAttribute('aria-current', 'page');
  await expect(overview).not.toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();

  await profile.focus();
  await page.keyboard.press('Tab');
  await expect(nav(page).getByRole('link', { name: 'Net terms' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/myaccount\/net-terms$/);
});

test('profile changes are saved and still there after a reload', async ({ page, context, request }, info) => {
  await freshBuyer(request, context, info, 'profile');
  await page.goto('/myaccount/my-profile');
  const name = page.getByRole('textbox', { name: text('account_contactName') });
  await expect(name).toHaveValue('Mira Hoffmann');

  await name.fill('');
  await page.getByRole('button', { name: text('account_profileSave') }).click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();

  // A telephone can sign in, so no two accounts share one: each run takes its own.
  const telephone = `+49 30 ${String(Date.now()).slice(-8)}`;
  await name.fill('Mira Hoffmann-Berg');
  await page.getByRole('textbox', { name: text('account_telephone') }).fill(telephone);
  await page.getByRole('textbox', { name: text('account_companyTitle') }).fill('Head of Purchasing');
  await page.getByRole('button', { name: text('account_profileSave') }).click();
  await expect(page.getByText(text('account_profileSaved'), { exact: true })).toBeVisible(SERVER_WAIT);

  await page.reload();
  await expect(page.getByRole('textbox', { name: text('account_contactName') })).toHaveValue('Mira Hoffmann-Berg');
  await expect(page.getByRole('textbox', { name: text('account_telephone') })).toHaveValue(telephone);
  await expect(page.getByRole('textbox', { name: text('account_companyTitle') })).toHaveValue('Head of Purchasing');
});

test('a changed password signs in, the old one no longer does', async ({ page, context, request }, info) => {
  const buyer = await freshBuyer(request, context, info, 'password');
  const newPassword = 'Fresh-Parts-4711';
  await page.goto('/myaccount/my-profile');
  const rules = page.getByRole('list', { name: text('register_rulesLabel') });
  await page.locator('#password-current').fill(buyer.password);
  await page.locator('#password-new').fill('short');
  await expect(rules.locator('[data-met="true"]')).toHaveCount(2);
  await page.locator('#password-new').fill(newPassword);
  await expect(rules.locator('[data-met="true"]')).toHaveCount(4);
  await page.locator('#password-repeat').fill(newPassword);
  await page.getByRole('button', { name: text('account_passwordSave') }).click();
  await expect(page.getByTestId('password-changed')).toBeVisible(SERVER_WAIT);

  // The old password is refused by the server; the new one signs in.
  const old = await refusalOf(callApi(request, 'POST', '/api/user/login', { body: { email: buyer.email, password: buyer.password } }));
  expect(old?.code).toBeDefined();
  await context.clearCookies();
  await page.goto('/myaccount/net-terms');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByRole('textbox', { name: en.login_accountLabel! }).fill(buyer.email);
  await page.locator('#login-password').fill(newPassword);
  await page.getByRole('button', { name: en.login_signIn!, exact: true }).click();
  await expect(page).toHaveURL(/\/myaccount\/net-terms$/, SERVER_WAIT);
});

test('the sign-in e-mail changes with the code sent to the new address', async ({ page, context, request }, info) => {
  const buyer = await freshBuyer(request, context, info, 'email');
  const newEmail = buyer.email.replace('@', '.new@');
  await page.goto('/myaccount/my-profile');
  await expect(page.getByTestId('current-email')).toHaveText(buyer.email);

  await page.getByRole('textbox', { name: text('account_newEmail') }).fill(newEmail);
  const before = lastMailNumber();
  await page.getByRole('button', { name: text('account_sendCode') }).click();
  const code = page.getByRole('textbox', { name: text('account_code') });
  await expect(code).toBeVisible(SERVER_WAIT);
  await expect(page.getByRole('button', { name: /\d+ s$/ })).toBeDisabled();

  await code.fill('000000');
  await page.locator('#email-password').fill(buyer.password);
  await page.getByRole('button', { name: text('account_emailSave') }).click();
  await expect(code).toHaveAttribute('aria-invalid', 'true', SERVER_WAIT);
  // A refused code keeps what was typed.
  await expect(page.locator('#email-password')).toHaveValue(buyer.password);

  await code.fill(await mailedCode(newEmail, { after: before }));
  await page.getByRole('button', { name: text('account_emailSave') }).click();
  await expect(page.getByTestId('current-email')).toHaveText(newEmail, SERVER_WAIT);
  const signedIn = await signInByApi(request, newEmail, buyer.password);
  expect(signedIn.email).toBe(newEmail);
});

test('net terms shows the demo partner line, its figures and bills with due dates', async ({ page, context, request }, info) => {
  const partner = await signInDemo(request, demoPartner);
  await signedInAs(context, info, partner);
  const credit = await partner.api<{ bills: { bill_sn: string; state: number }[]; credit_amount: number }>('GET', '/api/user/credit');
  await page.goto('/myaccount/net-terms');
  await expect(page.getByTestId('credit-state')).toHaveText(text('account_creditActive'));
  const line = page.getByTestId('credit-line');
  await expect(line).toContainText(text('account_creditLimit'));
  await expect(line).toContainText(text('account_creditRemaining'));
  await expect(line).toContainText(/Net \d+ days/);
  const bills = page.getByTestId('credit-bills');
  await expect(bills.getByRole('row')).toHaveCount(credit.bills.length + 1);
  await expect(bills.getByRole('rowheader', { name: new RegExp(credit.bills[0]!.bill_sn) })).toBeVisible();
  await expect(bills.getByRole('columnheader', { name: text('account_billDue') })).toBeVisible();
  const overdue = credit.bills.filter((bill) => bill.state === 3).length;
  expect(await bills.locator('tr[data-overdue]').count()).toBeGreaterThanOrEqual(overdue);
  await expect(page.getByRole('heading', { name: text('account_creditApplyTitle') })).toHaveCount(0);
});

test('applying for a credit line and for API access shows each under review', async ({ page, context, request }, info) => {
  await freshBuyer(request, context, info, 'apply');
  await page.goto('/myaccount/net-terms');
  await expect(page.getByTestId('credit-state')).toHaveText(text('account_creditNotApplied'));
  await page.getByRole('textbox', { name: text('account_requestedAmount') }).fill('200');
  await page.getByRole('textbox', { name: text('account_monthlyVolume') }).fill('8,000');
  await page.getByRole('button', { name: text('account_creditSend') }).click();
  await expect(page.getByRole('textbox', { name: text('account_requestedAmount') })).toBeFocused();
  await expect(page.getByText(text('account_referencesOrRemark'))).toBeVisible();

  await page.getByRole('textbox', { name: text('account_requestedAmount') }).fill('15000');
  await page.getByRole('textbox', { name: text('account_tradeReferences') }).fill('Arrow Electronics, net 30 since 2021 (ar@arrow.example)');
  await page.getByRole('button', { name: text('account_creditSend') }).click();
  await expect(page.getByTestId('credit-state')).toHaveText(text('account_creditPending'), SERVER_WAIT);
  await expect(page.getByRole('button', { name: text('account_creditSend') })).toHaveCount(0);

  await nav(page).getByRole('link', { name: text('account_navOverview') }).click();
  await expect(page.getByTestId('credit-state')).toHaveText(text('account_creditPending'));
  await expect(page.getByTestId('api-access-state')).toHaveText(text('account_apiNotApplied'));
  await page.getByRole('button', { name: text('account_apiApply') }).click();
  await expect(page.getByRole('textbox', { name: text('account_companyName') })).toHaveValue('Hoffmann Elektronik GmbH');
  await page.getByRole('textbox', { name: text('account_useCase') }).fill('Our ERP checks stock and price breaks of our BOM lines every night.');
  await page.getByRole('combobox', { name: text('account_expectedVolume') }).click();
  await page.getByRole('option', { name: text('account_volume10kTo50k') }).click();
  await page.getByRole('textbox', { name: text('account_expectedDailyCalls') }).fill('2500');
  await page.getByRole('button', { name: text('account_apiSend') }).click();
  await expect(page.getByTestId('api-access-state')).toHaveText(text('account_apiPending'), SERVER_WAIT);
  await expect(page.getByRole('button', { name: text('account_apiApply') })).toHaveCount(0);
});

test('the BOM list page leads to the BOM upload', async ({ page, context, request }, info) => {
  await signedInAs(context, info, await signInDemo(request, demoBuyer));
  await page.goto('/myaccount/bom-list');
  await expect(page.getByRole('heading', { name: text('bom_listTitle') })).toBeVisible();
  await page.getByRole('link', { name: text('bom_listUpload') }).click();
  await expect(page).toHaveURL(/\/bom$/);
});

for (const path of ['/myaccount', '/myaccount/my-profile', '/myaccount/net-terms', '/myaccount/bom-list']) {
  test(`${path} has no serious or critical axe findings and fits a 390 px phone without sideways scrolling`, async ({ page, context, request }, info) => {
    test.slow();
    await signedInAs(context, info, await signInDemo(request, path.endsWith('net-terms') ? demoPartner : demoBuyer));
    await page.goto(path);
    await expect(nav(page)).toBeVisible();
    await expect(page.getByText(text('ui_loading'))).toHaveCount(0);
    expect(await seriousAxeFindings(page)).toEqual([]);

    await page.setViewportSize({ width: 390, height: 800 });
    await expect(nav(page)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
