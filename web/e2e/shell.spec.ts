import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { en } from './sites.ts';

const drawer = (page: Page) => page.getByTestId('drawer');
const sideButton = (page: Page, name: string) => page.getByRole('navigation', { name: en.site_sideLabel }).getByRole('button', { name });

test.describe('drawer', () => {
  test('is 250px wide and holds one panel at a time; clicking the open one closes it', async ({ page }) => {
    await page.goto('/about');
    await sideButton(page, en.site_sideRfq!).click();
    await expect(drawer(page)).toHaveAttribute('data-panel', 'rfq');
    expect((await drawer(page).boundingBox())?.width).toBe(250);
    await sideButton(page, en.site_sideCompare!).click();
    await expect(drawer(page)).toHaveCount(1);
    await expect(drawer(page)).toHaveAttribute('data-panel', 'compare');
    await sideButton(page, en.site_sideCompare!).click();
    await expect(drawer(page)).toHaveCount(0);
  });

  test('closes on Escape, on an outside click and on a route change', async ({ page }) => {
    await page.goto('/about');
    await sideButton(page, en.site_sideRfq!).click();
    await expect(drawer(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toHaveCount(0);

    await sideButton(page, en.site_sideRfq!).click();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(drawer(page)).toHaveCount(0);

    await sideButton(page, en.site_sideRfq!).click();
    await drawer(page).getByRole('link', { name: en.rfq_drawerGoToRfq }).click();
    await expect(page).toHaveURL(/\/rfq$/);
    await expect(drawer(page)).toHaveCount(0);
  });

  test('the cart of a visitor goes to the login page', async ({ page }) => {
    await page.goto('/about');
    await sideButton(page, en.site_sideCart!).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fabout$/);
  });

  test('the cart of a signed-in buyer lists the lines and shows the count badge, 99+ from 100', async ({ page, context }) => {
    await context.addCookies([{ name: 'token', value: 'tok_e2e_signed_in', url: 'http://127.0.0.1' }]);
    await page.route('**/api/cart/cartCount*', (route) => route.continue({ headers: { ...route.request().headers(), prefer: 'example=bigCart' } }));
    await page.goto('/about');
    await expect(page.getByTestId('badge-cart')).toHaveText('99+');
    await sideButton(page, en.site_sideCart!).click();
    await expect(drawer(page).getByRole('list')).toBeVisible();
    await expect(drawer(page).getByTestId('cart-line-subtotal').first()).toHaveText(/^\$[\d,]+\.\d{2}$/);
    await expect(drawer(page).getByRole('link', { name: en.cart_drawerViewCart })).toHaveAttribute('href', '/shoppingcart');
  });
});

test('the back-to-top button appears after scrolling more than 1000 px', async ({ page }) => {
  await page.goto('/about');
  // The router restores the scroll position as it takes over the page: scroll only once the shop runs.
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
  await page.evaluate(() => (document.body.style.minHeight = '5000px'));
  const button = page.getByRole('button', { name: en.site_shellBackToTop });
  await page.evaluate(() => window.scrollTo(0, 1000));
  await expect(button).toHaveCount(0);
  // Scrolled again until it shows: a scroll restored by the router as it settles must not decide the test.
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, 1001));
      return button.isVisible();
    })
    .toBe(true);
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);
});

test.describe('feedback dialog', () => {
  test('is 800 px wide, checks its fields with the product messages, sends and closes', async ({ page }) => {
    await page.goto('/about');
    await sideButton(page, en.site_sideFeedback!).click();
    const dialog = page.getByRole('dialog', { name: en.feedback_title });
    await expect(dialog).toBeVisible();
    expect((await dialog.boundingBox())?.width).toBe(800);
    const subject = dialog.getByRole('combobox', { name: /Subject/ });
    await expect(subject).not.toHaveText(en.feedback_subjectPlaceholder!);
    await subject.click();
    await expect(page.getByRole('listbox')).toBeVisible();
    expect(await page.locator('.select-content').evaluate((list) => getComputedStyle(list).maxHeight)).toBe('220px');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);

    await dialog.getByRole('button', { name: en.feedback_send }).click();
    await expect(dialog.getByText(en.feedback_emailRequired!)).toBeVisible();
    await expect(dialog.getByText(en.feedback_commentRequired!)).toBeVisible();
    await dialog.getByRole('textbox', { name: /Email/ }).fill('daniel.reyes@');
    await expect(dialog.getByText(en.feedback_emailInvalid!)).toBeVisible();

    await dialog.getByRole('textbox', { name: /Email/ }).fill('daniel.reyes@northwind-controls.com');
    await dialog.getByRole('textbox', { name: /Comment/ }).fill('Please add the LM358DR datasheet.');
    await dialog.getByRole('button', { name: en.feedback_send }).click();
    await expect(dialog).toHaveCount(0);
    // The server's message (here the mock's example) is what the toast says.
    await expect(page.locator('.toast-success')).toHaveText(/Thank you for your feedback, we will reply within one working day/);
  });
});

test.describe('compare list', () => {
  const part = (n: number) => ({ goods_page_url: `/product-detail/${n}`, part_number: `LM358DR-${n}`, brand_name: 'Texas Instruments', icons: '' });
  const seed = (count: number) => {
    const ids = Array.from({ length: count }, (_, index) => index + 1);
    return JSON.stringify({ ids, items: Object.fromEntries(ids.map((id) => [id, part(id)])) });
  };

  test('shows n/5 and cannot compare fewer than 2 parts', async ({ page }) => {
    await page.addInitScript((list) => localStorage.setItem('COMPARELIST', list), seed(1));
    await page.goto('/about');
    await sideButton(page, en.site_sideCompare!).click();
    await expect(page.getByTestId('compare-count')).toContainText('1/5');
    await expect(drawer(page).getByRole('button', { name: en.compare_drawerCompare })).toBeDisabled();
  });

  test('at its cap of 5 opens the compare page with the ids in a new tab', async ({ page, context }) => {
    await page.addInitScript((list) => localStorage.getItem('COMPARELIST') ?? localStorage.setItem('COMPARELIST', list), seed(5));
    await page.goto('/about');
    await sideButton(page, en.site_sideCompare!).click();
    await expect(page.getByTestId('compare-count')).toContainText('5/5');
    const opened = context.waitForEvent('page');
    await drawer(page).getByRole('button', { name: en.compare_drawerCompare }).click();
    const tab = await opened;
    await tab.waitForLoadState();
    expect(tab.url()).toMatch(/\/compare\?ids=1(%2C|,)2(%2C|,)3(%2C|,)4(%2C|,)5$/);
    await expect(tab.getByRole('heading', { level: 1, name: 'Compare parts' })).toBeVisible();
  });

  test('removing a part in one tab updates the other and reopens its drawer', async ({ page, context }) => {
    await page.addInitScript((list) => localStorage.getItem('COMPARELIST') ?? localStorage.setItem('COMPARELIST', list), seed(3));
    await page.goto('/about');
    const other = await context.newPage();
    await other.goto('/about');
    await sideButton(page, en.site_sideCompare!).click();
    await drawer(page).getByRole('button', { name: 'Remove LM358DR-1' }).click();
    await expect(page.getByTestId('compare-count')).toContainText('2/5');
    await expect(other.getByTestId('badge-compare')).toHaveText('2');
  });
});

test.describe('RFQ list', () => {
  const items = [
    { part_number: 'STM32F103C8T6', manufacturer: 'STMicroelectronics', qty: 100 },
    { part_number: 'GRM188R71H104KA93D', manufacturer: 'Murata', qty: 4000 },
  ];

  test('survives reloads and follows other tabs', async ({ page, context }) => {
    await page.addInitScript((list) => localStorage.getItem('RFQLIST') ?? localStorage.setItem('RFQLIST', list), JSON.stringify(items));
    await page.goto('/about');
    await page.reload();
    await sideButton(page, en.site_sideRfq!).click();
    await expect(drawer(page).getByTestId('rfq-item')).toHaveCount(2);

    const other = await context.newPage();
    await other.goto('/about');
    await expect(other.getByTestId('badge-rfq')).toHaveText('2');
    await drawer(page).getByRole('button', { name: 'Remove STM32F103C8T6' }).click();
    await expect(other.getByTestId('badge-rfq')).toHaveText('1');
    await other.reload();
    await expect(other.getByTestId('badge-rfq')).toHaveText('1');
  });
});

test.describe('session', () => {
  test('code 4001 from the server ends the session on /exit, keeping the page to go back to', async ({ page, context }) => {
    await context.addCookies([{ name: 'token', value: 'tok_e2e_expired', url: 'http://127.0.0.1' }]);
    await page.route('**/api/cart/cartCount*', (route) =>
      route.continue({ headers: { ...route.request().headers(), prefer: 'code=401, example=sessionExpired' } }),
    );
    await page.goto('/de/about');
    await expect(page).toHaveURL(/\/de\/exit\?redirect=%2Fde%2Fabout$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sitzung abgelaufen' })).toBeVisible();
    expect((await context.cookies()).find((cookie) => cookie.name === 'token')).toBeUndefined();
  });

  test('connectT becomes the token, is verified with the profile and leaves the URL', async ({ page, context }) => {
    const profile = page.waitForRequest((request) => request.url().includes('/api/user/profile/info'));
    await page.goto('/about?connectT=tok_partner_handoff_0123456789abcdef&tab=2');
    expect((await profile).headers()['authorization']).toBe('Bearer tok_partner_handoff_0123456789abcdef');
    await expect(page).toHaveURL(/\/about\?tab=2$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Daniel Reyes' })).toBeVisible();
    expect((await context.cookies()).find((cookie) => cookie.name === 'token')?.value).toBe('tok_partner_handoff_0123456789abcdef');
  });

  test('webSource from the inland site switches prices to USD and leaves the URL', async ({ page }) => {
    await page.addInitScript(() => localStorage.getItem('CURRENCY') ?? localStorage.setItem('CURRENCY', JSON.stringify({ code: 'EUR', symbol: '€' })));
    await page.goto('/about?webSource=inland');
    await expect(page).toHaveURL(/\/about$/);
    // The switcher becomes a select once the currency list has arrived.
    await expect(page.getByRole('combobox', { name: en.site_shellCurrency! })).toHaveValue('USD');
  });
});

test('the online state is shown when the connection drops', async ({ page, context }) => {
  await page.goto('/about');
  // Wait for the page's own code: cut off mid-download, the router would reload into the browser's offline page.
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByText(en.site_shellOffline!)).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText(en.site_shellOffline!)).toHaveCount(0);
});

test.describe('accessibility', () => {
  // axe walks the whole page: give it time on a busy machine.
  test.slow();
  for (const path of ['/', '/de/about', '/no-such-page']) {
    test(`the shell at ${path} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  test('the open drawer and feedback dialog have no serious or critical axe violations', async ({ page }) => {
    await page.goto('/about');
    await sideButton(page, en.site_sideRfq!).click();
    await expect(drawer(page)).toBeVisible();
    let results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await page.keyboard.press('Escape');
    await sideButton(page, en.site_sideFeedback!).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
});
