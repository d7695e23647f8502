import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect as shopExpect, test } from './support/shop-test.ts';
import type { OrderList, OrderPlaced } from '@chipmart/generated/internal/model/index';
import { placeOrder, registerBuyer, signInBrowser, type Buyer } from './support/buyers.ts';
import { admin } from './support/operator-cli.ts';
import { pattern, text } from './support/english-text.ts';
import { seriousAxeFindings } from './support/axe.ts';
import { chooseFile } from './support/choose-file.ts';

// The payment pages wait on several calls of a server the whole suite shares: give them time to answer.
const expect = shopExpect.configure({ timeout: 20_000 });


/** A fresh buyer with one order awaiting payment, signed in in the browser. */
async function buyerWithOrder(request: APIRequestContext, context: BrowserContext, baseURL: string | undefined, name: string): Promise<{ buyer: Buyer; order: OrderPlaced }> {
  const buyer = await registerBuyer(request, { label: name, country: 'US', contactName: 'Maren Holt', companyName: 'Holt Instruments Inc.' });
  // Its own part family: the order-history tests order LM358 side by side with these.
  const order = await placeOrder(request, buyer, { keywords: 'NE555' });
  await signInBrowser(context, baseURL!, buyer);
  return { buyer, order };
}

/** Opens the order's payment page and picks a method by the name the server gives it. */
async function openPayment(page: Page, orderSn: string, method?: string) {
  await page.goto(`/pay/payment?order=${orderSn}`);
  await expect(page.getByRole('heading', { name: text('payment_summaryTitle') })).toBeVisible();
  if (method) await page.getByRole('radio', { name: method, exact: true }).click();
}

/** The page fits a phone's width as well as a desktop's. */
async function expectNoSidewaysScroll(page: Page) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
}

/** Switches an order that was placed in USD to paying in CNY, as the wallets that charge only CNY offer. */
async function payInCny(page: Page, method: string) {
  await page.getByRole('radio', { name: method, exact: true }).click();
  await page.getByRole('button', { name: text('payment_payInCurrency', { currency: 'CNY' }) }).click();
  await expect(page.getByTestId('payment-amount-due')).toContainText('¥');
}

test('bank transfer: the account and reference, the report, then the success page follows finance receiving the money', async ({ page, context, request, baseURL }) => {
  // Two pages scanned by axe at two widths, and the operator CLI: the longest path of the suite.
  test.setTimeout(240_000);
  const { buyer, order } = await buyerWithOrder(request, context, baseURL, 'bank');
  await openPayment(page, order.order_sn, 'Bank transfer');

  // The reference to quote is the order number, with a copy button.
  await expect(page.getByTestId('payment-bank-reference')).toContainText(order.order_sn);
  await expect(page.getByRole('button', { name: `Copy ${order.order_sn}` }).first()).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await expectNoSidewaysScroll(page);

  // Reporting without the bank's reference marks the field and sends nothing.
  await page.getByRole('button', { name: text('payment_bankConfirmSubmit') }).click();
  const reference = page.getByRole('textbox', { name: text('payment_bankRemittanceReference') });
  await expect(reference).toHaveAttribute('aria-invalid', 'true');
  await expect(reference).toBeFocused();
  await expect(page.getByText(text('payment_referenceRequired'))).toBeVisible();

  await reference.fill('DEUTDEFF20261127A7731');
  await page.getByRole('textbox', { name: text('payment_bankPayerName') }).fill('Holt Instruments Inc.');
  await page.getByRole('button', { name: text('payment_bankConfirmSubmit') }).click();

  await expect(page).toHaveURL(new RegExp(`/pay/successful\\?order=${order.order_sn}$`));
  await expect(page.getByTestId('payment-outcome')).toHaveText(text('payment_successBankPending'));
  await expect(page.getByText(text('payment_nextBankPending'))).toBeVisible();
  await expect(page.getByTestId('payment-method-used')).toHaveText(text('payment_methodBank'));
  expect(await seriousAxeFindings(page)).toEqual([]);
  await expectNoSidewaysScroll(page);

  // In the buyer's orders it awaits confirmation: still awaiting payment, its payment pending.
  const orders = await buyer.api<OrderList>('GET', '/api/user/order');
  expect(orders.lists.find((entry) => entry.order_sn === order.order_sn)).toMatchObject({ state: 0, pay_state: 1 });

  // The payment page now says the payment is being confirmed.
  await openPayment(page, order.order_sn);
  await expect(page.getByTestId('payment-not-payable')).toHaveText(text('payment_notPayablePending'));
  await page.getByRole('link', { name: text('payment_paymentStatus') }).click();

  // Finance receives the transfer: the page, left open, settles by itself.
  await expect(page.getByTestId('payment-outcome')).toHaveText(text('payment_successBankPending'));
  await admin('payment', 'bank-received', order.order_sn, '--amount', String(order.realized_price), '--reference', 'DEUTDEFF20261127A7731');
  await expect(page.getByTestId('payment-outcome')).toHaveText(text('payment_successPaid'), { timeout: 15_000 });
});

/** A small but real PDF (one empty page), made here so the test needs no fixture file. */
function receiptPdf(): Buffer {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>'];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj ${object} endobj\n`;
    return offset;
  });
  const table = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer << /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${table}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

test('bank transfer with a PDF receipt: attached to the report, shown to the buyer as sent and to finance with its type and size', async ({ page, context, request, baseURL }) => {
  test.slow();
  const { order } = await buyerWithOrder(request, context, baseURL, 'bank-receipt');
  await openPayment(page, order.order_sn, 'Bank transfer');
  await page.getByRole('textbox', { name: text('payment_bankRemittanceReference') }).fill('DEUTDEFF20261127R0001');

  // A file that is not a PDF, JPG or PNG is refused next to the field before anything is sent.
  const receiptField = page.getByLabel(text('payment_receiptLabel'));
  await chooseFile(receiptField, { name: 'receipt.txt', mimeType: 'text/plain', buffer: Buffer.from('paid') });
  await expect(page.getByText(text('payment_receiptWrongType'))).toBeVisible();

  const pdf = receiptPdf();
  await chooseFile(receiptField, { name: 'MT103-DEUTDEFF20261127R0001.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByTestId('payment-receipt')).toContainText('MT103-DEUTDEFF20261127R0001.pdf');
  await expect(page.getByText(text('payment_receiptWrongType'))).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: text('payment_bankRemittanceReference') })).toHaveValue('DEUTDEFF20261127R0001');
  expect(await seriousAxeFindings(page)).toEqual([]);
  await expectNoSidewaysScroll(page);

  await page.getByRole('button', { name: text('payment_bankConfirmSubmit') }).click();
  await expect(page).toHaveURL(new RegExp(`/pay/successful\\?order=${order.order_sn}$`));
  await expect(page.getByTestId('payment-outcome')).toHaveText(text('payment_successBankPending'));
  await expect(page.getByTestId('payment-receipt-sent')).toContainText('MT103-DEUTDEFF20261127R0001.pdf');
  // Still there after a reload: the server keeps the receipt with the report.
  await page.reload();
  await expect(page.getByTestId('payment-receipt-sent')).toContainText('MT103-DEUTDEFF20261127R0001.pdf');

  // Finance sees the receipt with the report: its name, type and size.
  const reports = await admin<Array<{ remittanceReference: string; receipt: { fileName: string; contentType: string; size: number; url: string } | null }>>('payment', 'reports', order.order_sn);
  expect(reports).toMatchObject([{ remittanceReference: 'DEUTDEFF20261127R0001', receipt: { fileName: 'MT103-DEUTDEFF20261127R0001.pdf', contentType: 'application/pdf', size: pdf.byteLength } }]);
  expect(reports[0]!.receipt!.url).toMatch(/\/api\/pay\/bank\/receipt\/rcpt_[0-9A-Z]{26}$/);
});

test('PayPal: approve in the sandbox, come back, the payment is captured and the order paid', async ({ page, context, request, baseURL }) => {
  test.slow();
  const { order } = await buyerWithOrder(request, context, baseURL, 'paypal');
  await openPayment(page, order.order_sn, 'Credit card / PayPal');
  await page.getByRole('button', { name: pattern('payment_payWith') }).click();

  await expect(page).toHaveURL(/\/sandbox\/paypal\/checkoutnow\?token=/);
  await page.getByRole('button', { name: 'Approve' }).click();

  await expect(page).toHaveURL(/\/pay\/successful\?.*token=/);
  await expect(page.getByTestId('payment-outcome')).toHaveText(text('payment_successPaid'));
  await expect(page.getByTestId('payment-method-used')).toHaveText(text('payment_methodPaypal'));
  // A reload finds the order paid and captures nothing again.
  await page.reload();
  await expect(page.getByTestId('payment-outcome')).toHaveText(text('payment_successPaid'));
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('WeChat Pay: a QR code in CNY, paid on the "phone", and the open page moves on by itself', async ({ page, context, request, baseURL }) => {
  test.slow();
  const { order } = await buyerWithOrder(request, context, baseURL, 'wechat');
  await openPayment(page, order.order_sn);
  await payInCny(page, 'WeChat Pay');

  const created = page.waitForResponse((response) => response.url().includes('/api/pay/weChat/createOrder'));
  await page.getByRole('button', { name: pattern('payment_wechatShowCode') }).click();
  const codeUrl = ((await (await created).json()) as { data: { code_url: string } }).data.code_url;
  await expect(page.getByRole('img', { name: pattern('payment_wechatQrLabel') })).toBeVisible();
  await expect(page.getByText(text('payment_waitingForPayment'))).toBeVisible();

  // The sandbox's "scan and pay" page stands in for the buyer's phone.
  const phone = await context.newPage();
  await phone.goto(`/sandbox/wechat/scan?pr=${new URL(codeUrl).searchParams.get('pr')}`);
  await phone.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(phone.getByRole('heading', { name: 'WeChat Pay sandbox: paid' })).toBeVisible();

  await expect(page).toHaveURL(new RegExp(`/pay/successful\\?order=${order.order_sn}$`), { timeout: 15_000 });
  await expect(page.getByTestId('payment-outcome')).toHaveText(text('payment_successPaid'));
  await expect(page.getByTestId('payment-method-used')).toHaveText(text('payment_methodWeChat'));
});

test("Alipay: pay at the sandbox cashier in CNY and come back to the order paid", async ({ page, context, request, baseURL }) => {
  test.slow();
  const { order } = await buyerWithOrder(request, context, baseURL, 'alipay');
  await openPayment(page, order.order_sn);
  await payInCny(page, 'Alipay');
  await page.getByRole('button', { name: pattern('payment_payWith') }).click();

  await expect(page).toHaveURL(/\/sandbox\/alipay\/gateway\.do\?/);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/pay/successful\\?order=${order.order_sn}&`));
  await expect(page.getByTestId('payment-outcome')).toHaveText(text('payment_successPaid'));
  await expect(page.getByTestId('payment-method-used')).toHaveText(text('payment_methodAlipay'));
});

/** Applies for net terms through the API and has staff approve a line of `limit` USD with the operator CLI. */
async function grantCredit(buyer: Buyer, limit: number) {
  await buyer.api('POST', '/api/user/credit/apply', {
    body: { company_name: 'Holt Instruments Inc.', requested_amount: 5000, currency_code: 'USD', expected_monthly_volume: 2000, remark: 'Paying suppliers on net 30 for six years.' },
  });
  await admin('credit', 'approve', String(buyer.userId), '--limit', limit.toFixed(2), '--period', '30', '--currency', 'USD');
}

test('net terms: beyond the credit line the button is refused with the reason', async ({ page, context, request, baseURL }) => {
  test.slow();
  const { buyer, order } = await buyerWithOrder(request, context, baseURL, 'terms-short');
  await grantCredit(buyer, Math.max(0.01, Math.floor(order.realized_price / 2)));
  await openPayment(page, order.order_sn, 'Net terms');

  await expect(page.getByTestId('payment-credit-left')).toHaveText(pattern('payment_creditLeft'));
  const pay = page.getByRole('button', { name: pattern('payment_billSubmit') });
  await expect(pay).toBeDisabled();
  await expect(pay).toHaveAccessibleDescription(/credit/i);
});

test('net terms: within the credit line the order is charged to it', async ({ page, context, request, baseURL }) => {
  test.slow();
  const { buyer, order } = await buyerWithOrder(request, context, baseURL, 'terms-ok');
  await grantCredit(buyer, Math.ceil(order.realized_price * 2) + 100);
  await openPayment(page, order.order_sn, 'Net terms');

  await page.getByRole('textbox', { name: text('payment_poNumber') }).fill('PO-2026-00461');
  await page.getByRole('button', { name: pattern('payment_billSubmit') }).click();
  await expect(page).toHaveURL(new RegExp(`/pay/successful\\?order=${order.order_sn}$`));
  await expect(page.getByTestId('payment-outcome')).toHaveText(text('payment_successOnCredit'));
  await expect(page.getByRole('link', { name: text('payment_netTermsAccount') })).toBeVisible();
});

test('a cancelled order cannot be paid and leads to its detail', async ({ page, context, request, baseURL }) => {
  const { buyer, order } = await buyerWithOrder(request, context, baseURL, 'cancelled');
  await buyer.api('POST', '/api/user/order/cancel', { body: { order_sn: order.order_sn, cancel_reason: 'Ordered the wrong package' } });
  await openPayment(page, order.order_sn);
  await expect(page.getByTestId('payment-not-payable')).toHaveText(text('payment_notPayableCancelled'));
  await expect(page.getByRole('link', { name: text('payment_viewOrder') })).toHaveAttribute('href', `/myaccount/order-status-history/${order.order_sn}`);
  await expect(page.getByRole('radio')).toHaveCount(0);
});
