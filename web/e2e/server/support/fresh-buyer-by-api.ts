import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { readCaptcha } from './captcha-reader.ts';
import { ownClientAddress } from './client-address.ts';

/** The mailbox file the reference server of a Playwright project writes (playwright.config.ts: web/.e2e-data/<site>). */
export function mailboxOf(projectName: string): string {
  return join(import.meta.dirname, '../../../.e2e-data', projectName.replace(/^server-/, ''), 'mailbox.log');
}

/** The 6-digit code of the newest mail to `email` in the server's mailbox, waiting for the mail to be written. */
export async function latestCode(mailbox: string, email: string, after = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        if (!existsSync(mailbox)) return undefined;
        const entries = readFileSync(mailbox, 'utf8').match(/─{72}\nMail #(\d+)[\s\S]*?\n─{72}/g) ?? [];
        const mine = entries.filter((entry) => entry.includes(`\nTo:      ${email}\n`) && Number(/Mail #(\d+)/.exec(entry)![1]) > after);
        code = mine.length > 0 ? /^ {4}(\d{6})$/m.exec(mine.at(-1)!)?.[1] : undefined;
        return code;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  return code!;
}

/** The number of the newest mail in the mailbox (0 when none), so a later code is told from an earlier one. */
export function lastMailNumber(mailbox: string): number {
  if (!existsSync(mailbox)) return 0;
  const numbers = [...readFileSync(mailbox, 'utf8').matchAll(/Mail #(\d+)/g)].map((match) => Number(match[1]));
  return numbers.length > 0 ? Math.max(...numbers) : 0;
}

export interface FreshBuyer {
  email: string;
  password: string;
  token: string;
  userInfo: Record<string, unknown>;
}

const headers = { Lang: 'en', ...ownClientAddress() };

async function dataOf<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as { code: number; message: string; data: T };
  expect(body.code, body.message).toBe(200);
  return body.data;
}

/**
 * Registers a new buyer through the API as the register page does: the image
 * captcha read, the e-mailed code taken from the server's mailbox, then
 * user/register, which answers with the session.
 */
export async function registerFreshBuyer(request: APIRequestContext, mailbox: string, label: string): Promise<FreshBuyer> {
  const email = `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@e2e.chipmart.example`;
  const password = 'Fresh-Buyer-2026';
  const countries = await dataOf<{ id: number; name: string }[]>(await request.get('/api/common/options/country', { headers }));
  const before = lastMailNumber(mailbox);
  // A misread image costs one captcha; a few tries make the reading certain enough.
  for (let attempt = 0; ; attempt++) {
    const captcha = await dataOf<{ captcha_key: string; image: string; length: number }>(await request.get('/api/captcha/getCaptcha?format=svg&width=300&height=100', { headers }));
    const sent = await request.post('/api/captcha/sendVerificationCode', {
      headers,
      data: { email, purpose: 'register', captcha_key: captcha.captcha_key, captcha_answer: readCaptcha(captcha.image, captcha.length) },
    });
    if (sent.ok()) break;
    if (attempt >= 2) await dataOf(sent);
  }
  const code = await latestCode(mailbox, email, before);
  const session = await dataOf<{ token: string; userInfo: Record<string, unknown> }>(
    await request.post('/api/user/register', {
      headers,
      data: { email, captcha: code, password, contact_name: 'Lin Supplier', company_name: 'Harbour Components Ltd.', country_id: countries[0]!.id, agree_terms: true },
    }),
  );
  return { email, password, token: session.token, userInfo: session.userInfo };
}

/** Signs the browser in as the buyer, the way the shop keeps a session (the token and userInfo cookies). */
export async function signInBrowser(context: BrowserContext, baseURL: string, buyer: FreshBuyer): Promise<void> {
  await context.addCookies([
    { name: 'token', value: encodeURIComponent(buyer.token), url: baseURL },
    { name: 'userInfo', value: encodeURIComponent(JSON.stringify(buyer.userInfo)), url: baseURL },
  ]);
}
