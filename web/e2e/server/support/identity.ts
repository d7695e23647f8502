import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { readCaptcha } from './captcha-reader.ts';
import { ownClientAddress } from './client-address.ts';

/**
 * The reference server keeps mail in DATA_DIR/mailbox.log when no SMTP server is set (ADR 8); the end-to-end
 * servers' data folders are web/.e2e-data/<site> (playwright.config.ts).
 */
function mailboxOf(info: TestInfo): string {
  return join(import.meta.dirname, '../../../.e2e-data', info.project.name.replace(/^server-/, ''), 'mailbox.log');
}

/** A fresh address per call, so tests running side by side never share an account or a resend wait. */
export function freshEmail(label: string): string {
  return `e2e-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@chipmart.example`;
}

/** The newest code e-mailed to `email` (from the mail's subject), waiting for the delivery worker to write it. */
export async function mailedCode(info: TestInfo, email: string, after = 0): Promise<string> {
  const file = mailboxOf(info);
  let code: string | undefined;
  await expect
    .poll(
      () => {
        if (!existsSync(file)) return undefined;
        const entries = readFileSync(file, 'utf8').match(/─{72}\nMail #[\s\S]*?\n─{72}/g) ?? [];
        const codes = entries.filter((entry) => entry.includes(`To:      ${email}\n`)).map((entry) => /Subject: .*?\b(\d{6})\b/.exec(entry)?.[1]);
        code = codes.length > after ? codes.at(-1) : undefined;
        return code;
      },
      { message: `a code mailed to ${email}`, timeout: 20_000 },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

/** Types the characters of the captcha image shown in `scope` into its answer field. */
export async function solveCaptcha(page: Page, answerLabel: string): Promise<void> {
  const image = page.getByRole('img', { name: /4/ });
  await expect(image).toBeVisible();
  const answer = readCaptcha((await image.getAttribute('src'))!, 4);
  const field = page.getByRole('textbox', { name: answerLabel });
  await field.fill(answer);
  await expect(field).toHaveValue(answer);
}

interface Envelope<Data> {
  code: number;
  message: string;
  data: Data;
}

async function call<Data>(request: APIRequestContext, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Data> {
  const response = await request.fetch(path, { method, headers: { Lang: 'en', ...ownClientAddress() }, ...(body === undefined ? {} : { data: body }) });
  const envelope = (await response.json()) as Envelope<Data>;
  expect(envelope.code, `${method} ${path}: ${envelope.message}`).toBe(200);
  return envelope.data;
}

export interface Buyer {
  email: string;
  password: string;
  token: string;
  expire: number;
  userInfo: unknown;
}

/** Registers a new buyer through the API, as the register page does: captcha, e-mailed code, then the account. */
export async function registerBuyer(request: APIRequestContext, info: TestInfo, label: string): Promise<Buyer> {
  const email = freshEmail(label);
  const password = `Parts-${Math.random().toString(36).slice(2, 8)}-2026`;
  const captcha = await call<{ captcha_key: string; image: string; length: number }>(request, 'GET', '/api/captcha/getCaptcha');
  await call(request, 'POST', '/api/captcha/sendVerificationCode', {
    email,
    purpose: 'register',
    captcha_key: captcha.captcha_key,
    captcha_answer: readCaptcha(captcha.image, captcha.length),
  });
  const session = await call<{ token: string; expire: number; userInfo: unknown }>(request, 'POST', '/api/user/register', {
    email,
    captcha: await mailedCode(info, email),
    password,
    contact_name: 'Mira Hoffmann',
    company_name: 'Hoffmann Elektronik GmbH',
    country_id: await firstCountryId(request),
    agree_terms: true,
  });
  return { email, password, ...session };
}

async function firstCountryId(request: APIRequestContext): Promise<number> {
  const countries = await call<{ id: number }[]>(request, 'GET', '/api/common/options/country');
  return countries[0]!.id;
}

/** Signs a browser context in as the shop does after a sign-in: the token and userInfo cookies. */
export async function signInContext(context: BrowserContext, baseURL: string, buyer: Buyer): Promise<void> {
  await context.addCookies([
    { name: 'token', value: buyer.token, url: baseURL },
    { name: 'userInfo', value: encodeURIComponent(JSON.stringify(buyer.userInfo)), url: baseURL },
  ]);
}
