import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { ownClientAddress } from './client-address.ts';
import { readCaptcha } from './captcha-reader.ts';

/** The default site's reference server keeps its data (and its local mailbox) here (playwright.config.ts). */
export const serverDataDir = join(import.meta.dirname, '../../../.e2e-data/default');

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

/** Calls the reference server's API as the shop does and returns `data`; any other code fails the test with the server's words. */
export async function callApi<T>(request: APIRequestContext, method: string, path: string, options: { body?: unknown; token?: string } = {}): Promise<T> {
  const response = await request.fetch(path, {
    method,
    headers: { Lang: 'en', Currency: 'USD', ...ownClientAddress(), ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}) },
    ...(options.body === undefined ? {} : { data: options.body }),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.code !== 200) throw new ApiRefusal(`${method} ${path}`, envelope);
  return envelope.data;
}

export class ApiRefusal extends Error {
  constructor(
    call: string,
    readonly envelope: Envelope<unknown>,
  ) {
    super(`${call}: ${envelope.code} ${envelope.message} ${JSON.stringify(envelope.data)}`);
  }
}

/** The newest 6-digit code the server mailed to `email`, from its local mailbox file. */
async function mailedCode(email: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const mailbox = await readFile(join(serverDataDir, 'mailbox.log'), 'utf8').catch(() => '');
    const mail = mailbox
      .split(/^Mail #/m)
      .filter((entry) => entry.includes(`To:      ${email}\n`))
      .at(-1);
    const code = mail?.split('Subject:')[1]?.match(/\b\d{6}\b/)?.[0];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No code was mailed to ${email}`);
}

export interface Buyer {
  email: string;
  token: string;
  userInfo: unknown;
}

/**
 * A new buyer account, registered through the API as the register page does:
 * the image captcha read, the e-mailed code taken from the server's mailbox.
 * Each test that changes a cart gets its own, so tests never share one.
 */
export async function registerBuyer(request: APIRequestContext, label: string): Promise<Buyer> {
  const email = `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@buyers.chipmart.example`;
  let sent = false;
  for (let attempt = 1; attempt <= 3 && !sent; attempt++) {
    const captcha = await callApi<{ captcha_key: string; image: string; length: number }>(request, 'GET', '/api/captcha/getCaptcha?format=svg&width=300&height=100');
    try {
      await callApi(request, 'POST', '/api/captcha/sendVerificationCode', {
        body: { email, purpose: 'register', captcha_key: captcha.captcha_key, captcha_answer: readCaptcha(captcha.image, captcha.length) },
      });
      sent = true;
    } catch (error) {
      const misread = error instanceof ApiRefusal && JSON.stringify(error.envelope.data).includes('captcha_answer');
      if (!misread || attempt === 3) throw error;
    }
  }
  const countries = await callApi<{ id: number; iso_code: string }[]>(request, 'GET', '/api/common/options/country');
  const germany = countries.find((country) => country.iso_code === 'DE') ?? countries[0]!;
  const session = await callApi<{ token: string; userInfo: unknown }>(request, 'POST', '/api/user/register', {
    body: {
      email,
      captcha: await mailedCode(email),
      password: 'Cart-Tests-2026',
      contact_name: 'Lena Vogt',
      company_name: 'Vogt Messtechnik GmbH',
      country_id: germany.id,
      agree_terms: true,
    },
  });
  return { email, token: session.token, userInfo: session.userInfo };
}

/** Signs the browser in as the buyer: the token and userInfo cookies the shop keeps after a sign-in. */
export async function signInBrowser(context: BrowserContext, baseURL: string, buyer: Buyer): Promise<void> {
  await context.addCookies([
    { name: 'token', value: encodeURIComponent(buyer.token), url: baseURL },
    { name: 'userInfo', value: encodeURIComponent(JSON.stringify(buyer.userInfo)), url: baseURL },
  ]);
}
