import { randomBytes, randomInt } from 'node:crypto';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import type {
  Address,
  CaptchaImage,
  CatalogSearchPage,
  CatalogSupplierOfferList,
  OrderCheckoutPreview,
  OrderPlaced,
  SiteCountry,
  SkuOffer,
  UserProfile,
  UserSession,
} from '@chipmart/generated/internal/model/index';
import { E2E_CAPTCHA_ANSWER } from './captcha-answer.ts';
import { testClientAddress } from './client-address.ts';
import { lastMailNumber, mailedCode } from './mailbox.ts';
import { test } from './shop-test.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallOptions {
  /** The buyer's session token, sent as a bearer token. */
  token?: string;
  body?: unknown;
  query?: Record<string, string | number | boolean>;
  /** The Lang header; English unless a test reads answers in another language. */
  lang?: string;
  /** The Currency header, which calls with prices take. */
  currency?: string;
}

/** A call the server answered with another code than 200, naming the code, its message and data (4220: the fields). */
export class ApiError extends Error {
  constructor(
    readonly call: string,
    readonly code: number,
    readonly apiMessage: string,
    readonly data: unknown,
  ) {
    super(`${call} answered ${code}: ${apiMessage} ${JSON.stringify(data ?? null)}`);
  }
}

/**
 * Calls the internal API as the shop's own client does (Lang, Currency, bearer token) from the test's own client
 * address, and returns the envelope's data; any other code throws an ApiError with the server's words.
 */
export async function callApi<T = unknown>(request: APIRequestContext, method: Method, path: string, options: CallOptions = {}): Promise<T> {
  const { token, body, query, lang = 'en', currency = 'USD' } = options;
  const response = await request.fetch(path, {
    method,
    headers: { Lang: lang, Currency: currency, ...testClientAddress(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    ...(query ? { params: query } : {}),
    ...(body === undefined ? {} : { data: body }),
  });
  const text = await response.text();
  let envelope: { code: number; message: string; data: T };
  try {
    envelope = JSON.parse(text) as typeof envelope;
  } catch (error) {
    throw new Error(`${method} ${path} answered ${response.status()} with no envelope: ${text.slice(0, 200)}`, { cause: error });
  }
  if (envelope.code !== 200) throw new ApiError(`${method} ${path}`, envelope.code, envelope.message, envelope.data);
  return envelope.data;
}

/** How the server refused a call (undefined when it succeeded), for tests that expect a refusal. */
export async function refusalOf(call: Promise<unknown>): Promise<ApiError | undefined> {
  try {
    await call;
    return undefined;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
}

/** A buyer of one test, signed in through the API. */
export interface Buyer {
  email: string;
  password: string;
  token: string;
  userInfo: UserProfile;
  userId: number;
  /** Country ids by ISO code, as address forms and registration take them. */
  countryIds: Record<string, number>;
  /** Calls the API as this buyer (callApi with the buyer's token). */
  api: <T = unknown>(method: Method, path: string, options?: Omit<CallOptions, 'token'>) => Promise<T>;
}

/** Country ids by ISO code. */
export async function countryIds(request: APIRequestContext): Promise<Record<string, number>> {
  const countries = await callApi<SiteCountry[]>(request, 'GET', '/api/common/options/country');
  return Object.fromEntries(countries.map((country) => [country.iso_code, country.id]));
}

/** A new e-mail address: tests running side by side never share an account or a resend wait. */
export function freshEmail(label: string): string {
  return `e2e-${label}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@buyers.chipmart.example`;
}

/** Sends a verification code to `email` as the pages do (image captcha read, then the request); returns the mail number before it. */
export async function sendCode(request: APIRequestContext, email: string, purpose: string, token?: string): Promise<number> {
  const before = lastMailNumber();
  const captcha = await callApi<CaptchaImage>(request, 'GET', '/api/captcha/getCaptcha', { query: { format: 'svg', width: 300, height: 100 } });
  await callApi(request, 'POST', '/api/captcha/sendVerificationCode', { token, body: { email, purpose, captcha_key: captcha.captcha_key, captcha_answer: E2E_CAPTCHA_ANSWER } });
  return before;
}

export interface BuyerDetails {
  /** Part of the e-mail address, naming the test in the server's records. */
  label?: string;
  /** ISO code of the buyer's country. */
  country?: string;
  contactName?: string;
  companyName?: string;
}

/** Wraps a session in a Buyer. */
function buyerOf(request: APIRequestContext, email: string, password: string, session: UserSession, countries: Record<string, number>): Buyer {
  return {
    email,
    password,
    token: session.token,
    userInfo: session.userInfo,
    userId: session.userInfo.user_id,
    countryIds: countries,
    api: (method, path, options = {}) => callApi(request, method, path, { ...options, token: session.token }),
  };
}

/**
 * Registers a new buyer as the register page does: the image captcha read, the code e-mailed to the address taken
 * from the server's mailbox, then the account, signed in. Each test that changes a buyer's data has its own.
 */
export async function registerBuyer(request: APIRequestContext, details: BuyerDetails = {}): Promise<Buyer> {
  const { label = 'buyer', country = 'DE', contactName = 'Lena Hoffmann', companyName = 'Hoffmann Messtechnik GmbH' } = details;
  const email = freshEmail(label);
  const password = `Parts-${randomBytes(4).toString('hex')}-2026`;
  const countries = await countryIds(request);
  const before = await sendCode(request, email, 'register');
  const session = await callApi<UserSession>(request, 'POST', '/api/user/register', {
    body: {
      email,
      captcha: await mailedCode(email, { after: before }),
      password,
      contact_name: contactName,
      company_name: companyName,
      country_id: countries[country],
      // Telephones are unique per account too.
      telephone: `+49 711 ${randomInt(1_000_000, 10_000_000)}`,
      agree_terms: true,
    },
  });
  return buyerOf(request, email, password, session, countries);
}

/** Signs an existing account in through the API (the demo accounts, which tests only read). */
export async function signInByApi(request: APIRequestContext, email: string, password: string): Promise<Buyer> {
  const session = await callApi<UserSession>(request, 'POST', '/api/user/login', { body: { email, password } });
  return buyerOf(request, email, password, session, await countryIds(request));
}

/** Signs the browser in as the buyer, as the login page leaves it: the token and userInfo cookies. */
export async function signInBrowser(context: BrowserContext, baseURL: string, buyer: Pick<Buyer, 'token' | 'userInfo'>): Promise<void> {
  const url = new URL(baseURL).origin;
  await context.addCookies([
    { name: 'token', value: encodeURIComponent(buyer.token), url, sameSite: 'Lax' },
    { name: 'userInfo', value: encodeURIComponent(JSON.stringify(buyer.userInfo)), url, sameSite: 'Lax' },
  ]);
}

/** The buyer a browser is signed in as (after the login or register page), from the session cookies the shop keeps. */
export async function buyerFromBrowser(request: APIRequestContext, context: BrowserContext, email: string, password: string): Promise<Buyer> {
  const cookies = await context.cookies();
  const cookie = (name: string) => {
    const value = cookies.find((entry) => entry.name === name)?.value;
    if (!value) throw new Error(`the browser has no ${name} cookie: it is not signed in`);
    return decodeURIComponent(value);
  };
  const session: UserSession = { token: cookie('token'), expire: 0, userInfo: JSON.parse(cookie('userInfo')) as UserProfile };
  return buyerOf(request, email, password, session, await countryIds(request));
}

/** The shop's test with `buyer`: a buyer of the test's own, registered and signed in in the test's browser. */
export const buyerTest = test.extend<{ buyer: Buyer }>({
  buyer: async ({ request, context, baseURL }, use) => {
    const buyer = await registerBuyer(request);
    await signInBrowser(context, baseURL!, buyer);
    await use(buyer);
  },
});

/** An offer of a part with its id, as the product page lists them. */
export type PartOffer = SkuOffer & { part_number: string };

/**
 * Offers in stock of the parts the keywords find (the first `parts` of them), each with at least `lots`
 * minimum orders in stock: tests running side by side order from the same offers.
 */
export async function offersInStock(request: APIRequestContext, keywords: string, { parts = 5, lots = 20 } = {}): Promise<PartOffer[]> {
  const found = await callApi<CatalogSearchPage>(request, 'GET', '/api/index/search', { query: { keywords, in_stock_only: true, page_size: 20 } });
  const offers: PartOffer[] = [];
  for (const { goods } of found.lists.slice(0, parts)) {
    const list = await callApi<CatalogSupplierOfferList>(request, 'GET', `/api/goods/suppliers/${goods.goods_id}`, { query: { in_stock_only: true, sort: 'price_asc' } });
    offers.push(...list.lists.filter((offer) => offer.stock >= lots * Math.max(offer.moq, offer.increment)).map((offer) => ({ ...offer, part_number: goods.part_number })));
  }
  return offers;
}

/** The smallest quantity an offer sells: its minimum, rounded up to its multiple. */
export const smallestQuantity = (offer: Pick<SkuOffer, 'moq' | 'increment'>) => Math.ceil(offer.moq / offer.increment) * offer.increment;

/** One line of the first in-stock offer the keywords find, at its smallest quantity, in the buyer's cart and ticked for checkout; its part number. */
export async function tickedCartLine(request: APIRequestContext, buyer: Buyer, keywords: string): Promise<string> {
  const [offer] = await offersInStock(request, keywords, { parts: 3 });
  if (!offer) throw new Error(`no offer in stock for ${keywords}`);
  await buyer.api('POST', '/api/cart/add', { body: { goods_id: offer.goods_id, sku_id: offer.sku_id, cart_num: smallestQuantity(offer) } });
  await buyer.api('PUT', '/api/cart/selected', { body: { selected: true, all: true } });
  return offer.part_number;
}

/** Saves a shipping address in the United States for the buyer. */
export async function addUsAddress(buyer: Buyer, isDefault = true): Promise<Address> {
  return buyer.api<Address>('POST', '/api/user/address', {
    body: {
      type_id: 1,
      contact_name: 'Maren Holt',
      telephone: '+1 512 555 0100',
      email_address: buyer.email,
      country_id: buyer.countryIds.US,
      state: 'TX',
      city: 'Austin',
      postal_code: '78744',
      address_ln1: '4410 Burleson Rd',
      is_default: isDefault,
    },
  });
}

/** An offer and quantity to order at once, as the product page's "buy now" sends them. */
export interface BuyNowItem {
  goods_id: number;
  sku_id: number;
  num: number;
}

/** Orders `item` at once ("buy now", so the buyer's cart stays as it is) to a new address at the cheapest shipping. */
export async function buyNow(buyer: Buyer, item: BuyNowItem, { currency = 'USD' }: { currency?: string } = {}): Promise<OrderPlaced> {
  const address = await addUsAddress(buyer);
  const preview = await buyer.api<OrderCheckoutPreview>('POST', '/api/orders/buyNow_before', { currency, body: { ...item, address_id: address.address_id } });
  return buyer.api<OrderPlaced>('POST', '/api/orders/add', {
    currency,
    body: { source: 'buy_now', buy_now: item, address_id: address.address_id, shipping_id: preview.shipping_id, expected_realized_price: preview.realized_price },
  });
}

/** Orders the smallest quantity of an in-stock part the keywords find, leaving the order awaiting payment. */
export async function placeOrder(request: APIRequestContext, buyer: Buyer, { keywords = 'LM358', currency = 'USD' }: { keywords?: string; currency?: string } = {}): Promise<OrderPlaced> {
  const offers = await offersInStock(request, keywords);
  const offer = offers[randomInt(offers.length)];
  if (!offer) throw new Error(`no offer in stock for ${keywords}`);
  return buyNow(buyer, { goods_id: offer.goods_id, sku_id: offer.sku_id, num: smallestQuantity(offer) }, { currency });
}

/** Types the characters of the captcha image a page shows into its answer field, as a person reading it would. */
export async function solveCaptcha(page: Page, answerLabel: string): Promise<void> {
  const image = page.getByRole('img', { name: /4/ });
  await expect(image).toBeVisible();
  const answer = E2E_CAPTCHA_ANSWER;
  const field = page.getByRole('textbox', { name: answerLabel });
  await field.fill(answer);
  await expect(field).toHaveValue(answer);
}
