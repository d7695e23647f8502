import type { Database } from '../../platform/db/open.ts';
import type { RateLimiter } from '../../platform/http/rate-limit.ts';
import type { MailDelivery } from '../../platform/mail/delivery.ts';
import type { components } from '@chipmart/generated/internal/types';
import type { PasswordHasher } from './passwords.ts';

/**
 * The credit state the profile shows, read by the credit feature (injected,
 * so identity does not depend on credit). Takes the caller's database or
 * transaction.
 */
export type CreditStateReader = (db: Database, userId: number, now: Date) => Promise<components['schemas']['UserCreditState']>;

/** What the identity feature is built from. */
export interface IdentityDeps {
  db: Database;
  now: () => Date;
  rateLimiter: RateLimiter;
  /** scrypt password hashing at OWASP's cost (lower in tests). */
  passwords: PasswordHasher;
  /** Nudged after account mail is committed, so it goes out at once. */
  mail: MailDelivery;
  creditStateOf: CreditStateReader;
}
