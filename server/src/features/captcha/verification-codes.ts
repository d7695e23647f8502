import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { components } from '@chipmart/generated/internal/types';
import type { Database } from '../../platform/db/open.ts';
import { verificationCodes } from '../../platform/db/schema/index.ts';
import { invalidField, rateLimited } from '../../platform/http/errors.ts';
import { captchaMessages } from './messages.ts';

export type CodePurpose = components['schemas']['CaptchaPurpose'];

/** How long a code is valid, per purpose: long enough to fill the form that needs it. */
export const CODE_SECONDS: Record<CodePurpose, number> = {
  login: 600,
  reset_password: 600,
  change_email: 900,
  register: 1800,
  supplier_settle: 1800,
};
/** At most one code per address in this many seconds. */
export const RESEND_SECONDS = 60;
/** Wrong tries after which a code is void. */
export const MAX_WRONG_CODES = 5;

const hashCode = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex');

/** Seconds before another code may be sent to the address (0 when one may be sent now). */
export async function secondsUntilResend(db: Database, email: string, now: Date): Promise<number> {
  const [latest] = await db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(eq(verificationCodes.email, email))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!latest) return 0;
  const waited = (now.getTime() - latest.createdAt.getTime()) / 1000;
  return waited >= RESEND_SECONDS ? 0 : Math.ceil(RESEND_SECONDS - waited);
}

/** Makes a new 6-digit code for the address and purpose, replacing any earlier one. Returns the code for the mail. */
export async function issueCode(
  db: Database,
  request: { email: string; purpose: CodePurpose; userId?: number },
  now: Date,
): Promise<{ code: string; expire: number }> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(16).toString('hex');
  const expire = CODE_SECONDS[request.purpose];
  // The new code replaces the address's earlier one for this purpose; long-expired ones of other purposes go too.
  await db
    .delete(verificationCodes)
    .where(
      and(
        eq(verificationCodes.email, request.email),
        or(eq(verificationCodes.purpose, request.purpose), lt(verificationCodes.expiresAt, new Date(now.getTime() - 86_400_000))),
      ),
    );
  await db.insert(verificationCodes).values({
    email: request.email,
    purpose: request.purpose,
    codeHash: hashCode(salt, code),
    salt,
    userId: request.userId ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + expire * 1000),
  });
  return { code, expire };
}

export interface VerifiedCode {
  id: number;
  userId: number | null;
  /** Seconds the code stays valid. */
  expire: number;
}

/**
 * Checks a code without using it up. A wrong code counts against its 5
 * tries; the fifth voids it (429 until a new one is sent). Run it outside the
 * caller's transaction, so wrong tries are counted even when the call fails.
 */
export async function verifyCode(
  db: Database,
  request: { email: string; purpose: CodePurpose; code: string },
  now: Date,
  field = 'captcha',
): Promise<VerifiedCode> {
  const [stored] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.email, request.email), eq(verificationCodes.purpose, request.purpose), isNull(verificationCodes.usedAt)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!stored || stored.expiresAt.getTime() <= now.getTime()) throw invalidField(field, captchaMessages.codeWrong);
  const voided = async () => {
    const wait = Math.max(1, await secondsUntilResend(db, request.email, now));
    return rateLimited(wait, captchaMessages.codeVoid);
  };
  if (stored.failedAttempts >= MAX_WRONG_CODES) throw await voided();

  const right = timingSafeEqual(Buffer.from(hashCode(stored.salt, request.code), 'hex'), Buffer.from(stored.codeHash, 'hex'));
  if (!right) {
    const failedAttempts = stored.failedAttempts + 1;
    await db.update(verificationCodes).set({ failedAttempts }).where(eq(verificationCodes.id, stored.id));
    if (failedAttempts >= MAX_WRONG_CODES) throw await voided();
    throw invalidField(field, captchaMessages.codeWrong);
  }
  return { id: stored.id, userId: stored.userId, expire: Math.max(1, Math.floor((stored.expiresAt.getTime() - now.getTime()) / 1000)) };
}

/** Uses a verified code up, inside the transaction of the change it proves; fails if another call used it first. */
export async function consumeCode(db: Database, code: VerifiedCode, now: Date, field = 'captcha'): Promise<void> {
  const used = await db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(and(eq(verificationCodes.id, code.id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  if (used.length === 0) throw invalidField(field, captchaMessages.codeWrong);
}
