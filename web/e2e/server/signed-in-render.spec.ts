import { buyerTest, placeOrder, registerBuyer, tickedCartLine, type Buyer } from './support/buyers.ts';
import { scrollThrough, watchHydrationFailures } from './support/hydration.ts';
import { expect, test } from './support/shop-test.ts';

/** This test file's own part family: other files order other parts, so their stock checks do not meet. */
const PARTS = 'TL431';

/** The Cookie header of a browser signed in as the buyer (as the login page leaves it). */
const sessionCookie = (buyer: Pick<Buyer, 'token' | 'userInfo'>) =>
  `token=${encodeURIComponent(buyer.token)}; userInfo=${encodeURIComponent(JSON.stringify(buyer.userInfo))}`;


test("a buyer's account arrives rendered with their own name and orders, and no shared cache may keep it", async ({ request }) => {
  const buyer = await registerBuyer(request, { contactName: 'Mirela Iancu', companyName: 'Iancu Senzori SRL' });
  const order = await placeOrder(request, buyer, { keywords: PARTS });

  const response = await request.get('/myaccount', { headers: { Cookie: sessionCookie(buyer) } });
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('private, no-cache');
  expect(response.headers()['vary']).toContain('Cookie');
  const html = await response.text();
  expect(html).toContain('Mirela Iancu');
  expect(html).toContain(order.order_sn);
  expect(html).toContain('chipmart-state');

  // Another buyer asking for the same address gets their own page.
  const other = await registerBuyer(request, { contactName: 'Tomasz Wrona', companyName: 'Wrona Elektronika' });
  const otherHtml = await (await request.get('/myaccount', { headers: { Cookie: sessionCookie(other) } })).text();
  expect(otherHtml).toContain('Tomasz Wrona');
  expect(otherHtml).not.toContain(order.order_sn);
  expect(otherHtml).not.toContain('Mirela Iancu');
});

test('a visitor without a session asking for a signed-in page is sent to sign in before any page is sent', async ({ request }) => {
  const response = await request.get('/myaccount/order-status-history?state=0', { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(response.headers()['location']).toBe(`/login?redirect=${encodeURIComponent('/myaccount/order-status-history?state=0')}`);
  const german = await request.get('/de/shoppingcart', { maxRedirects: 0 });
  expect(german.headers()['location']).toBe(`/de/login?redirect=${encodeURIComponent('/de/shoppingcart')}`);
});

test('a session the shop no longer knows is not rendered: the page says the session ended and offers the way back', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'token', value: 'tok_ended0123456789abcdef0123456789ab', url: new URL(baseURL!).origin, sameSite: 'Lax' }]);
  const html = await (await page.request.get('/myaccount/net-terms')).text();
  expect(html).toContain('<div id="root"></div>');
  await page.goto('/myaccount/net-terms');
  await expect(page).toHaveURL(/\/exit\?redirect=%2Fmyaccount%2Fnet-terms/);
});

buyerTest('the cart arrives rendered with its lines, and the shop takes it over without rendering it again', async ({ page, request, buyer }) => {
  const partNumber = await tickedCartLine(request, buyer, PARTS);
  const html = await (await request.get('/shoppingcart', { headers: { Cookie: sessionCookie(buyer) } })).text();
  expect(html).toContain(partNumber);
  const failures = watchHydrationFailures(page);
  await page.goto('/shoppingcart');
  await expect(page.getByRole('checkbox', { name: 'Select all' })).toBeChecked();
  await scrollThrough(page);
  expect(failures).toEqual([]);
});

/** What a page shows the buyer besides their account: ticked cart lines (checkout) or an order awaiting payment. */
type Needs = 'cart' | 'order' | undefined;
const signedInPages: Array<{ path: (orderSn: string) => string; needs?: Needs }> = [
  { path: () => '/pay/order', needs: 'cart' },
  { path: (sn) => `/pay/payment?order=${encodeURIComponent(sn)}`, needs: 'order' },
  { path: () => '/myaccount', needs: 'order' },
  { path: () => '/myaccount/address-management' },
  { path: () => '/myaccount/my-profile' },
  { path: () => '/myaccount/net-terms' },
  { path: () => '/myaccount/order-status-history', needs: 'order' },
  { path: (sn) => `/myaccount/order-status-history/${encodeURIComponent(sn)}`, needs: 'order' },
  { path: () => '/myaccount/rfq-history' },
  { path: () => '/myaccount/bom-list' },
  { path: () => '/supplier-registration' },
  { path: () => '/sell-your-excess' },
  { path: () => '/de/myaccount' },
];

// One test per page: each loads for a signed-in buyer of its own, is taken over and scrolled through to its foot.
for (const { path, needs } of signedInPages) {
  buyerTest(`${path('{order}')} arrives rendered for the buyer and is taken over without React rendering it again`, async ({ page, request, buyer }) => {
    if (needs === 'cart') await tickedCartLine(request, buyer, PARTS);
    const orderSn = needs === 'order' ? (await placeOrder(request, buyer, { keywords: PARTS })).order_sn : '';
    const failures = watchHydrationFailures(page);
    const response = await page.goto(path(orderSn));
    expect(await response!.text()).toContain('chipmart-state');
    await scrollThrough(page);
    expect(failures).toEqual([]);
  });
}

for (const path of ['/register', '/login', '/forgotpassword', '/forgotpassword/resetpassword', '/exit']) {
  test(`${path} arrives rendered and is taken over without React rendering it again`, async ({ page }) => {
    const failures = watchHydrationFailures(page);
    const response = await page.goto(path);
    expect(await response!.text()).toContain('chipmart-state');
    await scrollThrough(page);
    expect(failures).toEqual([]);
  });
}
