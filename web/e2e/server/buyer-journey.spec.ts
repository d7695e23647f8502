import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import type { CartCount, CatalogSearchPage, CatalogSupplierOfferList, RfqDetail, RfqSubmitResult, SkuOffer } from '@chipmart/generated/internal/model/index';
import { buyerFromBrowser, buyNow, callApi, freshEmail, placeOrder, registerBuyer, solveCaptcha, type Buyer } from './support/buyers.ts';
import { lastMailNumber, mailedCode } from './support/mailbox.ts';
import { admin } from './support/operator-cli.ts';
import { expect as shopExpect, test } from './support/shop-test.ts';
import { text } from './support/english-text.ts';
import { seriousAxeFindings } from './support/axe.ts';

const count = (value: number) => value.toLocaleString('en-US');

/** Pages of a busy shared server: each answers within this. */
const expect = shopExpect.configure({ timeout: 30_000 });
/** Password hashing is deliberately slow (scrypt): sign-in and registration answers get more. */
const SIGN_IN_WAIT = { timeout: 60_000 };
// A control that never shows fails its step soon, not at the end of the long journey.
test.use({ actionTimeout: 30_000 });

interface PickedOffer {
  goodsId: number;
  part: string;
  offer: SkuOffer;
}

/**
 * An offer of a part the keywords find that `fits`, dearest first: list rows put the cheapest in the cart, so
 * the stock this spec takes is stock other tests do not count on.
 */
async function pickOffer(request: APIRequestContext, keywords: string, fits: (offer: SkuOffer) => boolean): Promise<PickedOffer> {
  const search = await callApi<CatalogSearchPage>(request, 'GET', '/api/index/search', { query: { keywords, page_size: 20 } });
  for (const { goods } of search.lists) {
    const offers = await callApi<CatalogSupplierOfferList>(request, 'GET', `/api/goods/suppliers/${goods.goods_id}`, { query: { sort: 'price_asc' } });
    const offer = [...offers.lists].reverse().find(fits);
    if (offer) return { goodsId: goods.goods_id, part: goods.part_number, offer };
  }
  throw new Error(`no offer of a ${keywords} part fits`);
}

const simpleOffer = (minStock: number) => (offer: SkuOffer) => offer.moq === 1 && offer.increment === 1 && offer.stock >= minStock;

/**
 * Makes each case of a cart line's status real, as cart-page.spec.ts does: another buyer leaves 12 pieces of an
 * offer the buyer has 30 of (understocked) and none of another (sold out); a line quoted by staff whose quote
 * ends keeps a quantity the catalog's order rules break (not a multiple).
 */
async function cartWithEveryStatus(request: APIRequestContext, buyer: Buyer, rival: Buyer) {
  const [short, gone, reel] = await Promise.all([
    pickOffer(request, 'MAX232', simpleOffer(40)),
    pickOffer(request, 'LM393', simpleOffer(10)),
    pickOffer(request, 'IRF540', (offer) => offer.moq > 1 && offer.increment > 1 && offer.stock >= offer.moq * 3),
  ]);
  const add = (picked: PickedOffer, cartNum: number) => buyer.api('POST', '/api/cart/add', { body: { goods_id: picked.goodsId, sku_id: picked.offer.sku_id, cart_num: cartNum } });
  await add(short, 30);
  await add(gone, 5);
  await Promise.all([
    buyNow(rival, { goods_id: short.goodsId, sku_id: short.offer.sku_id, num: short.offer.stock - 12 }),
    buyNow(rival, { goods_id: gone.goodsId, sku_id: gone.offer.sku_id, num: gone.offer.stock }),
  ]);

  // Sales quote 7 pieces of an offer sold by the reel; the RFQ is then closed, which ends the quote.
  const rfq = await buyer.api<RfqSubmitResult>('POST', '/api/rfq/saveRfqContact', {
    body: {
      contact_name: 'Jonas Keller',
      company_name: 'Keller Antriebstechnik GmbH',
      email: buyer.email,
      telephone: '+49 621 5550 1734',
      country_id: buyer.countryIds.DE,
      items: [{ part_number: reel.part, goods_id: reel.goodsId, qty: 7 }],
    },
  });
  const asked = await buyer.api<RfqDetail>('GET', '/api/user/rfq/rfqDetail', { query: { rfq_id: rfq.rfq_id } });
  await admin('rfq', 'quote', rfq.rfq_sn, '--item', String(asked.items[0]!.rfq_item_id), '--price', '1.5', '--qty', '50', '--moq', '7', '--lead', '5', '--valid-days', '10', '--sku', String(reel.offer.sku_id));
  const quoted = await buyer.api<RfqDetail>('GET', '/api/user/rfq/rfqDetail', { query: { rfq_id: rfq.rfq_id } });
  await buyer.api('POST', '/api/user/rfq/quoteToCart', { body: { quote_id: quoted.items[0]!.quotes[0]!.quote_id, cart_num: 7 } });
  await admin('rfq', 'close', rfq.rfq_sn, '--reason', 'the buyer ordered the reel size instead');
  return { short, gone, reel };
}

const cartLine = (page: Page, part: string) => page.getByTestId('cart-line').filter({ has: page.getByRole('link', { name: part, exact: true }) });

/** Registers on /register as a visitor does: the captcha read from its image, the code from the mailbox. */
async function registerInBrowser(page: Page, email: string, password: string) {
  await page.goto('/register');
  await page.getByRole('textbox', { name: text('login_emailLabel') }).fill(email);
  await solveCaptcha(page, text('login_captchaLabel'));
  const before = lastMailNumber();
  await page.getByRole('button', { name: text('login_sendCode') }).click();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: email })).toBeVisible(SIGN_IN_WAIT);
  await page.getByRole('textbox', { name: text('register_codeLabel') }).fill(await mailedCode(email, { after: before }));
  await page.locator('#register-password').fill(password);
  await page.getByRole('textbox', { name: text('register_contactNameLabel') }).fill('Jonas Keller');
  await page.getByRole('textbox', { name: text('register_companyNameLabel') }).fill('Keller Antriebstechnik GmbH');
  await page.getByRole('combobox', { name: text('register_countryLabel') }).click();
  // The register page names each country with its dialling code.
  await page.getByRole('option', { name: /^Germany\b/ }).click();
  await page.getByRole('checkbox', { name: text('register_agreeTerms') }).check();
  await page.getByRole('button', { name: text('register_submit') }).click();
  await expect(page).toHaveURL(/\/myaccount$/, SIGN_IN_WAIT);
}

async function signInOnLoginPage(page: Page, context: BrowserContext, email: string, password: string) {
  await context.clearCookies();
  await page.goto('/login');
  await page.getByRole('textbox', { name: text('login_accountLabel') }).fill(email);
  await page.locator('#login-password').fill(password);
  await page.getByRole('button', { name: text('login_signIn'), exact: true }).click();
  await expect(page).toHaveURL(/\/myaccount$/, SIGN_IN_WAIT);
}

/** Fills the new-address dialog of the checkout page with an address in Germany. */
async function addAddressInCheckout(page: Page) {
  await page.getByRole('button', { name: text('checkout_addShippingAddress') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: text('addresses_contactName') }).fill('Jonas Keller');
  await dialog.getByRole('textbox', { name: text('addresses_telephone') }).fill('+49 621 5550 1734');
  await dialog.getByRole('textbox', { name: text('addresses_email') }).fill('einkauf@keller-antriebe.example');
  await dialog.getByRole('combobox', { name: text('addresses_country') }).click();
  await page.getByRole('option', { name: 'Germany', exact: true }).click();
  await dialog.getByRole('textbox', { name: text('addresses_city') }).fill('Mannheim');
  await dialog.getByRole('textbox', { name: text('addresses_postalCode') }).fill('68159');
  await dialog.getByRole('textbox', { name: text('addresses_line1') }).fill('Planken O7, 12');
  await dialog.getByRole('button', { name: text('addresses_save') }).click();
  await expect(dialog).toBeHidden();
}

// Paying an order with each sandbox wallet, and net terms within and beyond the credit line: payment.spec.ts.
test('a visitor registers, signs in, finds a part, sorts out the cart, checks out, pays by transfer and cancels another order', async ({ page, context, request }) => {
  // The whole purchase on one busy server: a registration, two staff commands, six pages and a payment.
  test.setTimeout(600_000);
  // Another buyer, who takes stock from under the cart, is registered meanwhile.
  const rivalReady = registerBuyer(request, { label: 'journey-rival', country: 'US', contactName: 'Maren Holt', companyName: 'Holt Instruments Inc.' });
  const email = freshEmail('journey');
  const password = 'Journey-Parts-2026';

  await registerInBrowser(page, email, password);
  await signInOnLoginPage(page, context, email, password);
  const buyer = await buyerFromBrowser(request, context, email, password);

  // The header's search finds a part number; its cheapest offer goes in the cart.
  const search = page.getByRole('search', { name: text('site_shellSiteSearch'), exact: true });
  await search.getByRole('combobox', { name: text('search_label') }).fill('TL431');
  await search.getByRole('button', { name: text('site_searchSubmit') }).click();
  await expect(page).toHaveURL(/\/s\?keywords=TL431$/);
  const results = page.getByRole('table', { name: /TL431/ });
  const part = (await results.getByRole('rowheader').first().innerText()).trim();
  await results.getByRole('button', { name: text('shared_addToCart', { part }) }).first().click();
  await expect(page.getByTestId('badge-cart')).toHaveText('1');

  const { short, gone, reel } = await cartWithEveryStatus(request, buyer, await rivalReady);
  await page.goto('/shoppingcart');
  await expect(page.getByTestId('cart-line')).toHaveCount(4);
  // The page shows the tick once it has updated its cart, a moment after the click.
  const selectAll = page.getByRole('checkbox', { name: text('cart_selectAll') });
  if (!(await selectAll.isChecked())) await selectAll.click();
  await expect(selectAll).toBeChecked();
  // Checkout waits while any ticked line cannot be bought as it is, and names them.
  await expect(page.getByRole('button', { name: text('cart_checkout') })).toBeDisabled();
  for (const picked of [short, gone, reel]) await expect(page.getByTestId('cart-checkout-reason')).toContainText(picked.part);
  expect(await seriousAxeFindings(page)).toEqual([]);

  // Understocked: the pieces in stock are offered.
  const understocked = cartLine(page, short.part);
  await expect(understocked.getByTestId('cart-line-status')).toContainText(text('cart_statusUnderstock', { stock: 12, count: 30 }));
  await understocked.getByRole('button', { name: text('cart_changeTo', { count: 12 }) }).click();
  await expect(understocked.getByTestId('cart-line-status')).toHaveCount(0);

  // Sold out: alternatives are a search away, or the line goes.
  const soldOut = cartLine(page, gone.part);
  await expect(soldOut.getByTestId('cart-line-status')).toContainText(text('cart_statusSoldOut'));
  await expect(soldOut.getByRole('link', { name: text('cart_findAlternatives', { part: gone.part }) })).toHaveAttribute('href', `/s?keywords=${encodeURIComponent(gone.part)}`);
  await soldOut.getByTestId('cart-line-status').getByRole('button', { name: text('cart_removeLine') }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(3);

  // Not a multiple: the quote ended, the catalog's nearest valid quantity is offered.
  const offRules = cartLine(page, reel.part).filter({ has: page.getByText(text('cart_statusNotMultiple', { count: 7, moq: count(reel.offer.moq), increment: count(reel.offer.increment) })) });
  await expect(offRules).toHaveCount(1);
  await offRules.getByTestId('cart-line-status').getByRole('button', { name: text('cart_changeTo', { count: count(reel.offer.moq) }) }).click();
  await expect(page.getByTestId('cart-line-status')).toHaveCount(0);

  // Every line can now be bought.
  await expect(page.getByTestId('cart-checkout-reason')).toHaveCount(0);
  await page.getByRole('button', { name: text('cart_checkout') }).click();
  await expect(page).toHaveURL(/\/pay\/order$/);

  // Checkout: the three lines, a new address, another shipping option, the order placed.
  await expect(page.getByTestId('checkout-line')).toHaveCount(3);
  await expect(page.getByText(text('checkout_addressNone'))).toBeVisible();
  await addAddressInCheckout(page);
  await expect(page.getByRole('radiogroup', { name: text('checkout_addressTitle') }).getByRole('radio', { name: /Jonas Keller/ })).toBeChecked();
  const shipping = page.getByRole('radiogroup', { name: text('checkout_shippingTitle') }).getByRole('radio');
  await expect(shipping.first()).toBeChecked();
  await shipping.nth(1).click();
  await expect(shipping.nth(1)).toBeChecked();
  const place = page.getByRole('button', { name: text('checkout_place') });
  await expect(place).toBeEnabled();
  await place.click();
  await expect(page).toHaveURL(/\/pay\/payment\?order=CM\d+$/);
  const orderSn = new URL(page.url()).searchParams.get('order')!;
  expect((await buyer.api<CartCount>('GET', '/api/cart/cartCount')).count).toBe(0);

  // Bank transfer: the reference to quote is the order number; the transfer is reported.
  await expect(page.getByRole('heading', { name: text('payment_summaryTitle') })).toBeVisible();
  await page.getByRole('radio', { name: 'Bank transfer', exact: true }).click();
  await expect(page.getByTestId('payment-bank-reference')).toContainText(orderSn);
  await page.getByRole('textbox', { name: text('payment_bankRemittanceReference') }).fill('COBADEFF20261127K4410');
  await page.getByRole('textbox', { name: text('payment_bankPayerName') }).fill('Keller Antriebstechnik GmbH');
  await page.getByRole('button', { name: text('payment_bankConfirmSubmit') }).click();
  await expect(page).toHaveURL(new RegExp(`/pay/successful\\?order=${orderSn}$`));
  await expect(page.getByTestId('payment-outcome')).toHaveText(text('payment_successBankPending'));

  // The order history shows the order with its state; another unpaid order is cancelled there.
  const other = await placeOrder(request, buyer, { keywords: 'TL072' });
  await page.goto('/myaccount/order-status-history');
  const card = (sn: string) => page.getByTestId('order-card').filter({ has: page.getByRole('heading', { name: sn, exact: true }) });
  await expect(card(orderSn)).toContainText(text('orders_stateAwaitingPayment'));
  await expect(card(orderSn)).toContainText(text('orders_payPending'));
  await expect(card(other.order_sn)).toContainText(text('orders_payUnpaid'));
  await card(other.order_sn).getByRole('button', { name: text('orders_cancelOrder', { orderSn: other.order_sn }) }).click();
  const dialog = page.getByRole('dialog', { name: text('orders_cancelTitle', { orderSn: other.order_sn }) });
  await dialog.getByRole('textbox', { name: text('orders_cancelReason') }).fill('Ordered the wrong package');
  await dialog.getByRole('button', { name: text('orders_cancelConfirm') }).click();
  await expect(card(other.order_sn)).toContainText(text('orders_stateCancelled'));
  await expect(card(other.order_sn).getByRole('button', { name: text('orders_cancelOrder', { orderSn: other.order_sn }) })).toHaveCount(0);
  await expect(card(orderSn)).toContainText(text('orders_stateAwaitingPayment'));
});
