import type { Database } from '../../platform/db/open.ts';
import type { RateLimiter } from '../../platform/http/rate-limit.ts';
import type { MailDelivery } from '../../platform/mail/delivery.ts';
import type { CurrencyBook } from '../../platform/money/currency-book.ts';
import type { LoginFailures } from './login-failures.ts';
import type { PasswordHasher } from './passwords.ts';

/** What the identity feature is built from. */
export interface IdentityDeps {
  db: Database;
  now: () => Date;
  currencies: CurrencyBook;
  rateLimiter: RateLimiter;
  /** scrypt password hashing at OWASP's cost (lower in tests). */
  passwords: PasswordHasher;
  /** Failed password sign-ins per account, which decide when an image captcha is required. */
  loginFailures: LoginFailures;
  /** Nudged after account mail is committed, so it goes out at once. */
  mail: MailDelivery;
}
