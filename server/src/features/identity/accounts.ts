import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/open.ts';
import { users } from '../../platform/db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

/** How addresses are compared and stored: trimmed and lower-cased. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

/** How telephones are compared: the digits, with the leading + when given ("+49 89 2180-4410" is "+498921804410"). */
export function telephoneKey(telephone: string): string | null {
  const digits = telephone.replace(/\D/g, '');
  if (digits === '') return null;
  return telephone.trim().startsWith('+') ? `+${digits}` : digits;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, emailKey(email))).limit(1);
  return row;
}

export async function findUserByTelephone(db: Database, telephone: string): Promise<UserRow | undefined> {
  const key = telephoneKey(telephone);
  if (!key) return undefined;
  const [row] = await db.select().from(users).where(eq(users.telephoneKey, key)).limit(1);
  return row;
}

export async function findUserById(db: Database, userId: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** The account an e-mail or telephone sign-in names; e-mail wins when both are sent, as the contract says. */
export async function findUserBySignInName(db: Database, name: { email?: string; telephone?: string }): Promise<UserRow | undefined> {
  if (name.email) return findUserByEmail(db, name.email);
  if (name.telephone) return findUserByTelephone(db, name.telephone);
  return undefined;
}

export const isDisabled = (user: UserRow) => user.state !== 0;
