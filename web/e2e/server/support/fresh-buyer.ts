import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type APIRequestContext, type BrowserContext, type TestInfo } from '@playwright/test';
import { readCaptcha } from './captcha-reader.ts';
import { test } from './shop-test.ts';
import { ownClientAddress } from './client-address.ts';

/** A buyer registered for one test, signed in through the API. */
export interface FreshBuyer {
  email: string;
  password: string;
  token: string;
  /** Country ids by ISO code, as address forms take them. */
  countryIds: Record<string, number>;
  /** Calls the API as this buyer (bearer token, English answers). */
  api: (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => Promise<{ code: number; message: string; data: unknown }>;
}

const EN = { Lang: 'en' };

interface Envelope<Data> {
  code: number;
  message: string;
  data: Data;
}

async function call<Data>(request: APIRequestContext, method: string, path: string, options: { body?: unknown; token?: string } = {}): Promise<Envelope<Data>> {
  const response = await request.fetch(path, {
    method,
    headers: { ...EN, ...ownClientAddress(), ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}) },
    ...(options.body === undefined ? {} : { data: options.body }),
  });
  return (await response.json()) as Envelope<Data>;
}

/** The reference server of the test's project keeps its mail in DATA_DIR/mailbox.log (see playwright.config.ts). */
function mailboxOf(testInfo: TestInfo): string {
  const site = testInfo.project.name.replace(/^server-/, '');
  return join(import.meta.dirname, '../../../.e2e-data', site, 'mailbox.log');
}

/** The newest register code mailed to the address; the outbox delivers in the background, so it is waited for. */
async function mailedCode(testInfo: TestInfo, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const mailbox = await readFile(mailboxOf(testInfo), 'utf8').catch(() => '');
        const entries = mailbox.split(/^─+$/m).filter((entry) => entry.includes(`To:      ${email}`));
        code = /Subject: (\d{6}) /.exec(entries.at(-1) ?? '')?.[1];
        return code;
      },
      { timeout: 20_000 },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

/**
 * Registers a new buyer as the register page does (image captcha, e-mailed
 * code, registration), so each test that changes a buyer's data has a buyer
 * of its own.
 */
export async function registerFreshBuyer(request: APIRequestContext, testInfo: TestInfo): Promise<FreshBuyer> {
  const email = `buyer.${Date.now()}.${randomBytes(4).toString('hex')}@e2e.chipmart.example`;
  const password = `Fresh-${randomBytes(4).toString('hex')}-2026`;

  const captcha = await call<{ captcha_key: string; image: string; length: number }>(request, 'GET', '/api/captcha/getCaptcha?format=svg');
  expect(captcha.code).toBe(200);
  const sent = await call(request, 'POST', '/api/captcha/sendVerificationCode', {
    body: { email, purpose: 'register', captcha_key: captcha.data.captcha_key, captcha_answer: readCaptcha(captcha.data.image, captcha.data.length) },
  });
  expect(sent.code, sent.message).toBe(200);

  const countries = await call<{ id: number; iso_code: string }[]>(request, 'GET', '/api/common/options/country');
  const countryIds = Object.fromEntries(countries.data.map((country) => [country.iso_code, country.id]));
  const countryId = countryIds.DE!;
  const registered = await call<{ token: string }>(request, 'POST', '/api/user/register', {
    body: { email, captcha: await mailedCode(testInfo, email), password, contact_name: 'Lena Hoffmann', company_name: 'Hoffmann Messtechnik GmbH', country_id: countryId, agree_terms: true },
  });
  expect(registered.code, registered.message).toBe(200);
  const token = registered.data.token;
  return {
    email,
    password,
    token,
    countryIds,
    api: (method, path, body) => call(request, method, path, { body, token }),
  };
}

/** Signs the browser context in as the buyer, as the login page leaves it: the token cookie. */
export async function signInAs(context: BrowserContext, buyer: FreshBuyer, baseURL: string): Promise<void> {
  await context.addCookies([{ name: 'token', value: buyer.token, url: baseURL }]);
}

/** The shop's test with `buyer`: a buyer of the test's own, signed in in the test's browser context. */
export const buyerTest = test.extend<{ buyer: FreshBuyer }>({
  buyer: async ({ request, context, baseURL }, use, testInfo) => {
    const buyer = await registerFreshBuyer(request, testInfo);
    await signInAs(context, buyer, baseURL!);
    await use(buyer);
  },
});
