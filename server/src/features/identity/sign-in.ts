import { eq } from 'drizzle-orm';
import type { components } from '@chipmart/generated/internal/types';
import type { Database } from '../../platform/db/open.ts';
import { users } from '../../platform/db/schema/index.ts';
import type { LocaleCode } from '../../platform/i18n/locales.ts';
import type { UserRow } from './accounts.ts';
import type { CreditStateReader } from './deps.ts';
import type { PasswordHasher } from './passwords.ts';
import { profileOf } from './profile.ts';
import { issueSession } from './sessions.ts';

type UserSession = components['schemas']['UserSession'];

/**
 * Starts a shop session: the previous session start becomes the profile's
 * `last_login_time`. Run inside the transaction of whatever proved the user.
 */
export async function startSession(db: Database, user: UserRow, locale: LocaleCode, now: Date, creditStateOf: CreditStateReader): Promise<UserSession> {
  const [updated] = await db
    .update(users)
    .set({ previousLoginAt: user.lastLoginAt, lastLoginAt: now })
    .where(eq(users.id, user.id))
    .returning();
  const session = await issueSession(db, user.id, now);
  return { token: session.token, expire: session.expire, userInfo: await profileOf(db, updated!, locale, now, creditStateOf) };
}

/** Replaces a hash made with older scrypt parameters after a successful password check. */
export async function upgradePasswordHash(db: Database, passwords: PasswordHasher, user: UserRow, password: string): Promise<void> {
  if (!passwords.needsRehash(user.passwordHash)) return;
  await db.update(users).set({ passwordHash: await passwords.hash(password) }).where(eq(users.id, user.id));
}
