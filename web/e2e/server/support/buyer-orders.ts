import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { readCaptcha } from './captcha-reader.ts';
import { ownClientAddress } from './client-address.ts';

/**
 * A buyer of one test: registered through the API like a visitor (image
 * captcha, e-mailed code read from the reference server's mailbox), with
 * orders placed through the API (cart, then checkout), so tests that change
 * an account's state never share it.
 */
export interface Buyer {
  email: string;
  token: string;
  userId: number;
  userInfo: unknown;
}

/** The default site's reference server (playwright.config.ts): its data directory holds the mailbox and the operator socket. */
const webRoot = join(import.meta.dirname, '../../..');
const dataDir = join(webRoot, '.e2e-data', 'default');

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

/** Calls the internal API and returns its data; any other answer fails the test with the server's message. */
export async function callApi<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  { token, body, query, currency }: { token?: string; body?: unknown; query?: Record<string, string | number | boolean>; currency?: string } = {},
): Promise<T> {
  const headers: Record<string, string> = { Lang: 'en', ...ownClientAddress() };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (currency) headers.Currency = currency;
  const response = await request.fetch(path, { method, headers, params: query, data: body });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.code !== 200) throw new Error(`${method} ${path} answered ${envelope.code}: ${envelope.message} ${JSON.stringify(envelope.data ?? '')}`);
  return envelope.data;
}

/** The last code mailed to `email`, waiting for the mail worker to deliver it. */
async function mailedCode(email: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const mailbox = await readFile(join(dataDir, 'mailbox.log'), 'utf8').catch(() => '');
    const mails = mailbox.split(/^─+$/m).filter((mail) => mail.includes(`To:      ${email}`));
    const code = mails.at(-1)?.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No code was mailed to ${email}`);
}

export async function registerBuyer(request: APIRequestContext, name: string): Promise<Buyer> {
  const email = `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@buyers.example`;
  const captcha = await callApi<{ captcha_key: string; image: string; length: number }>(request, 'GET', '/api/captcha/getCaptcha', { query: { format: 'svg', width: 300, height: 100 } });
  await callApi(request, 'POST', '/api/captcha/sendVerificationCode', { body: { email, purpose: 'register', captcha_key: captcha.captcha_key, captcha_answer: readCaptcha(captcha.image, captcha.length) } });
  const code = await mailedCode(email);
  const countries = await callApi<{ id: number; iso_code: string }[]>(request, 'GET', '/api/common/options/country');
  const country = countries.find((entry) => entry.iso_code === 'US') ?? countries[0]!;
  const session = await callApi<{ token: string; userInfo: { user_id: number } }>(request, 'POST', '/api/user/register', {
    body: { email, captcha: code, password: 'Pay-Orders-2026', contact_name: 'Maren Holt', company_name: 'Holt Instruments Inc.', country_id: country.id, agree_terms: true },
  });
  return { email, token: session.token, userId: session.userInfo.user_id, userInfo: session.userInfo };
}

/** Signs the browser in as the buyer, as the shop keeps a session (token and userInfo cookies). */
export async function signInBrowser(context: BrowserContext, baseURL: string, buyer: Buyer): Promise<void> {
  const url = new URL(baseURL).origin;
  await context.addCookies([
    { name: 'token', value: encodeURIComponent(buyer.token), url, sameSite: 'Lax' },
    { name: 'userInfo', value: encodeURIComponent(JSON.stringify(buyer.userInfo)), url, sameSite: 'Lax' },
  ]);
}

export interface PlacedOrder {
  order_sn: string;
  realized_price: number;
  currency_code: string;
}

/** Puts an in-stock part in the buyer's cart and orders it to a new address at the cheapest shipping. */
export async function placeOrder(request: APIRequestContext, buyer: Buyer, { keywords = 'LM358' }: { keywords?: string } = {}): Promise<PlacedOrder> {
  const token = buyer.token;
  const found = await callApi<{ lists: { goods: { goods_id: number } }[] }>(request, 'GET', '/api/index/search', { token, query: { keywords, in_stock_only: true } });
  // Tests running side by side order from the same offers: pick, at random, one with plenty of stock left.
  type Offer = { goods_id: number; sku_id: number; moq: number; increment: number; stock: number };
  const offers: Offer[] = [];
  for (const { goods: { goods_id } } of found.lists.slice(0, 5)) {
    const list = await callApi<{ lists: Offer[] }>(request, 'GET', `/api/goods/suppliers/${goods_id}`, { token, query: { in_stock_only: true } });
    offers.push(...list.lists.filter((entry) => entry.stock >= 20 * Math.max(entry.moq, entry.increment)));
  }
  const offer = offers[Math.floor(Math.random() * offers.length)];
  if (!offer) throw new Error(`No offer in stock for ${keywords}`);
  const quantity = Math.ceil(offer.moq / offer.increment) * offer.increment;
  await callApi(request, 'POST', '/api/cart/add', { token, body: { goods_id: offer.goods_id, sku_id: offer.sku_id, cart_num: quantity } });
  const countries = await callApi<{ id: number; iso_code: string }[]>(request, 'GET', '/api/common/options/country');
  const address = await callApi<{ address_id: number }>(request, 'POST', '/api/user/address', {
    token,
    body: { type_id: 1, contact_name: 'Maren Holt', telephone: '+1 512 555 0100', email_address: buyer.email, country_id: countries.find((entry) => entry.iso_code === 'US')!.id, state: 'TX', city: 'Austin', postal_code: '78744', address_ln1: '4410 Burleson Rd', is_default: true },
  });
  const preview = await callApi<{ shipping_id: number; realized_price: number }>(request, 'POST', '/api/orders/before', { token, currency: 'USD', body: { address_id: address.address_id } });
  return callApi<PlacedOrder>(request, 'POST', '/api/orders/add', {
    token,
    currency: 'USD',
    body: { source: 'cart', address_id: address.address_id, shipping_id: preview.shipping_id, expected_realized_price: preview.realized_price },
  });
}

/** Runs a command of the operator CLI against the running reference server, as staff would. */
export async function operator(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)('npm', ['run', '-s', 'admin', '--', ...args, '--as', 'e2e-payment'], {
    cwd: join(webRoot, '..'),
    env: { ...process.env, DATA_DIR: dataDir },
  });
  return stdout;
}
