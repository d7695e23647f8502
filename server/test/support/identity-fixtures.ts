import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { storeCaptcha } from '../../src/features/captcha/image-captcha.ts';
import { emailKey, telephoneKey } from '../../src/features/identity/accounts.ts';
import { PasswordHasher } from '../../src/features/identity/index.ts';
import type { Database } from '../../src/platform/db/open.ts';
import { countries, currencies, mailOutbox, users } from '../../src/platform/db/schema/index.ts';
import type { TestServer } from './test-server.ts';

/** A clock the tests move, so expiry and rate-limit windows pass without waiting. */
export class TestClock {
  private current = Date.now();
  now = () => new Date(this.current);
  advance(seconds: number): void {
    this.current += seconds * 1000;
  }
}

export const US = 233;
export const DE = 82;

/** The reference rows sign-up needs: USD and two countries. */
export async function insertIdentityReferenceData(db: Database): Promise<void> {
  await db.insert(currencies).values([{ code: 'USD', symbol: '$', state: 1, ratePerUsd: 1, unitDecimals: 5, totalDecimals: 2, sort: 1 }]);
  await db.insert(countries).values([
    { id: US, isoCode: 'US', phoneCode: '+1', names: { en: 'United States', de: 'Vereinigte Staaten', zh: '美国' }, shippingZone: 2 },
    { id: DE, isoCode: 'DE', phoneCode: '+49', names: { en: 'Germany', de: 'Deutschland', zh: '德国' }, shippingZone: 2 },
  ]);
}

/**
 * scrypt cost of the test servers (N=2^12): the same code path as OWASP's
 * 2^17, at a few milliseconds a hash instead of most of a second.
 */
export const TEST_PASSWORD_COST = 12;
const testHasher = new PasswordHasher(TEST_PASSWORD_COST);
let sharedHash: Promise<string> | undefined;
export const KNOWN_PASSWORD = 'Known-Pass-1234';

/** An account made straight in the database (one scrypt run per test file), for tests about what comes after sign-up. */
export async function createAccount(db: Database, now: Date, overrides: { email?: string; telephone?: string; state?: number } = {}) {
  sharedHash ??= testHasher.hash(KNOWN_PASSWORD);
  const email = overrides.email ?? `buyer-${randomBytes(4).toString('hex')}@example.com`;
  const telephone = overrides.telephone ?? '';
  const [row] = await db
    .insert(users)
    .values({
      email: emailKey(email),
      telephone,
      telephoneKey: telephone ? telephoneKey(telephone) : null,
      passwordHash: await sharedHash,
      passwordUpdatedAt: now,
      contactName: 'Test Buyer',
      countryId: US,
      registerTime: now,
      state: overrides.state ?? 0,
    })
    .returning();
  return { ...row!, password: KNOWN_PASSWORD };
}

/** A captcha whose answer the test knows, as if the user had read the image. */
export async function plantCaptcha(db: Database, now: Date): Promise<{ captcha_key: string; captcha_answer: string }> {
  const key = `cap_${randomBytes(12).toString('hex')}`;
  await storeCaptcha(db, key, 'HK7M', now);
  return { captcha_key: key, captcha_answer: 'hk7m' };
}

/** The newest mail to the address, from the outbox. */
export async function latestMail(db: Database, recipient: string) {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, emailKey(recipient)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail;
}

/** The 6-digit code of the newest verification mail to the address. */
export async function codeFromOutbox(db: Database, recipient: string): Promise<string> {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, emailKey(recipient)), eq(mailOutbox.kind, 'verification_code')))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1];
  if (!code) throw new Error(`No verification code mailed to ${recipient}`);
  return code;
}

/** Asks for a code the way the shop does (captcha solved) and reads it from the outbox. */
export async function requestCode(
  server: TestServer,
  email: string,
  purpose: 'login' | 'register' | 'reset_password' | 'change_email' | 'supplier_settle',
  token?: string,
): Promise<string> {
  const captcha = await plantCaptcha(server.database.db, server.now());
  await server.ok('sendVerificationCode', { body: { email, purpose, ...captcha }, token });
  return codeFromOutbox(server.database.db, email);
}

/** Field names of a 4220 answer. */
export function failedFields(result: { code: number; data: unknown }): string[] {
  expect(result.code).toBe(4220);
  return (result.data as { errors: Array<{ field: string }> }).errors.map((error) => error.field);
}
