import { randomInt } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import type { BrowserContext } from '@playwright/test';
import type { CaptchaImage, SiteCountry, UserSession } from '@chipmart/generated/internal/model/index';
import { readCaptcha } from './captcha-reader.ts';

/** The reference server's data folder for the default site (playwright.config.ts): its mailbox file and operator socket. */
export const DEFAULT_SITE_DATA_DIR = join(import.meta.dirname, '../../../.e2e-data/default');

/**
 * A shopper's client of the internal API, as the shop's own client calls it
 * (Lang header, bearer token, the envelope's data or an error naming its
 * code). Each shopper connects from an address of its own on the loopback
 * network, as distinct people would: the server's per-address limits on
 * e-mailed codes then count each test's shopper alone, not every test of
 * every page that registers one on the same server.
 */
export class ShopApi {
  readonly clientAddress = `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
  token: string | undefined;

  constructor(readonly baseURL: string) {}

  call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string | number> = { Lang: 'en' };
    if (payload !== undefined) Object.assign(headers, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) });
    if (this.token) headers.Authorization = `Bearer ${this.token}`;
    return new Promise((resolve, reject) => {
      const outgoing = request(new URL(path, this.baseURL), { method, headers, localAddress: this.clientAddress }, (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (text += chunk));
        incoming.on('end', () => {
          try {
            const envelope = JSON.parse(text) as { code: number; message: string; data: T };
            if (envelope.code === 200) resolve(envelope.data);
            else reject(new Error(`${method} ${path} answered ${envelope.code}: ${envelope.message} ${JSON.stringify(envelope.data)}`));
          } catch (error) {
            reject(new Error(`${method} ${path} answered ${incoming.statusCode} with no envelope: ${text.slice(0, 200)}`, { cause: error }));
          }
        });
      });
      outgoing.on('error', reject);
      if (payload !== undefined) outgoing.write(payload);
      outgoing.end();
    });
  }
}

const MAIL_WAIT_MS = 30_000;
const MAIL_POLL_MS = 250;

/** The 6-digit code the server mailed to an address, read from the mailbox file it keeps without SMTP. */
async function mailedCode(email: string, dataDir: string): Promise<string> {
  const file = join(dataDir, 'mailbox.log');
  const deadline = Date.now() + MAIL_WAIT_MS;
  while (Date.now() < deadline) {
    if (existsSync(file)) {
      const mail = readFileSync(file, 'utf8')
        .split(/─{72}\n(?=Mail #)/)
        .find((entry) => entry.includes(`To:      ${email}\n`));
      const code = mail && /\b(\d{6})\b/.exec(mail.split('\n\n').slice(1).join('\n\n'))?.[1];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, MAIL_POLL_MS));
  }
  throw new Error(`no code was mailed to ${email} within ${MAIL_WAIT_MS} ms`);
}

export interface FreshBuyer {
  api: ShopApi;
  email: string;
  session: UserSession;
  countryId: number;
}

/** Registers a new buyer as the register page does: image captcha, e-mailed code, then the account, signed in. */
export async function registerFreshBuyer(baseURL: string, dataDir = DEFAULT_SITE_DATA_DIR): Promise<FreshBuyer> {
  const api = new ShopApi(baseURL);
  const email = `buyer.${Date.now().toString(36)}.${randomInt(1_000_000)}@orders-e2e.example`;
  const captcha = await api.call<CaptchaImage>('GET', '/api/captcha/getCaptcha?format=svg');
  await api.call('POST', '/api/captcha/sendVerificationCode', { email, purpose: 'register', captcha_key: captcha.captcha_key, captcha_answer: readCaptcha(captcha.image, captcha.length) });
  const code = await mailedCode(email, dataDir);
  const countries = await api.call<SiteCountry[]>('GET', '/api/common/options/country');
  const germany = countries.find((country) => country.iso_code === 'DE');
  if (!germany) throw new Error('the country list has no Germany');
  const session = await api.call<UserSession>('POST', '/api/user/register', {
    email,
    captcha: code,
    password: 'Orders-E2e-2026',
    contact_name: 'Greta Lindqvist',
    company_name: 'Lindqvist Messtechnik GmbH',
    country_id: germany.id,
    // Telephones are unique per account too.
    telephone: `+49 711 ${randomInt(1_000_000, 10_000_000)}`,
    agree_terms: true,
  });
  api.token = session.token;
  return { api, email, session, countryId: germany.id };
}

/** Signs the browser in as the buyer, as the login page leaves it: the token and profile cookies. */
export async function signInBrowser(context: BrowserContext, baseURL: string, session: UserSession): Promise<void> {
  await context.addCookies([
    { name: 'token', value: encodeURIComponent(session.token), url: baseURL },
    { name: 'userInfo', value: encodeURIComponent(JSON.stringify(session.userInfo)), url: baseURL },
  ]);
}
