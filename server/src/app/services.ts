import type { Database } from '../shared/db/open.ts';
import { LoginFailures } from '../features/identity/login-failures.ts';
import { PasswordHasher } from '../features/identity/passwords.ts';
import { authenticateToken } from '../features/identity/sessions.ts';
import type { AuthUser } from '../shared/http/handler.ts';
import { RateLimiter } from '../shared/http/rate-limit.ts';
import { MailDelivery } from '../shared/mail/delivery.ts';
import { CurrencyBook } from '../shared/money/currency-book.ts';
import { ReadCache } from '../shared/read-cache.ts';
import type { GoodsWithSkus } from '../features/catalog/goods-detail.ts';

/** Everything handlers use besides their input: built once per server process. */
export interface Services {
  db: Database;
  currencies: CurrencyBook;
  rateLimiter: RateLimiter;
  /** scrypt password hashing at OWASP's cost. */
  passwords: PasswordHasher;
  /** Failed password sign-ins per account, which decide when an image captcha is required. */
  loginFailures: LoginFailures;
  /** Delivers the mail outbox; `kick()` after committing new mail. */
  mail: MailDelivery;
  /** The user a bearer token stands for, or null when it is expired, revoked or unknown. */
  authenticate: (token: string) => Promise<AuthUser | null>;
  /** A part with its offers by id, as the product page reads it; at most `catalogCacheMs` old. */
  goodsReads: ReadCache<number, GoodsWithSkus | undefined>;
  now: () => Date;
  /** Stops background work (mail delivery, timers) before the database closes. */
  close: () => Promise<void>;
}

export interface ServiceOptions {
  now?: () => Date;
  /** SMTP connection string; without it mail stays in the local mailbox. */
  smtpUrl?: string;
  /** File each locally kept mail is appended to (DATA_DIR/mailbox.log), read by `npm run mailbox`. */
  mailboxFile?: string;
  /** Where locally kept mail is printed; the server log by default. */
  mailLog?: (text: string) => void;
  /** log2 of scrypt's N for new password hashes; OWASP's 17 unless a test lowers it for speed. */
  passwordCostLog2?: number;
  /** How long a product read may be served from memory (ms); 5000 unless a test wants every read fresh (0). */
  catalogCacheMs?: number;
}

export async function createServices(db: Database, options: ServiceOptions = {}): Promise<Services> {
  const now = options.now ?? (() => new Date());
  const currencies = await CurrencyBook.load(db);
  const mail = new MailDelivery({ db, now, smtpUrl: options.smtpUrl, mailboxFile: options.mailboxFile, log: options.mailLog });
  mail.start();
  return {
    db,
    currencies,
    rateLimiter: new RateLimiter(() => now().getTime()),
    passwords: new PasswordHasher(options.passwordCostLog2),
    loginFailures: new LoginFailures(() => now().getTime()),
    mail,
    authenticate: (token) => authenticateToken(db, token, now()),
    goodsReads: new ReadCache({ ttlMs: options.catalogCacheMs ?? 5000, maxEntries: 50_000 }),
    now,
    close: () => mail.close(),
  };
}
