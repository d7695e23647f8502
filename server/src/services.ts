import type { Database } from './db/open.ts';
import type { AuthUser } from './http/handler.ts';
import { RateLimiter } from './http/rate-limit.ts';
import { CurrencyBook } from './money/currency-book.ts';

/** Everything handlers use besides their input: built once per server process. */
export interface Services {
  db: Database;
  currencies: CurrencyBook;
  rateLimiter: RateLimiter;
  /** The user a bearer token stands for, or null when it is expired, revoked or unknown. */
  authenticate: (token: string) => Promise<AuthUser | null>;
  now: () => Date;
  /** Stops background work (mail delivery, timers) before the database closes. */
  close: () => Promise<void>;
}

export interface ServiceOptions {
  now?: () => Date;
  /** SMTP connection string; without it mail stays in the local mailbox. */
  smtpUrl?: string;
}

export async function createServices(db: Database, options: ServiceOptions = {}): Promise<Services> {
  const now = options.now ?? (() => new Date());
  return {
    db,
    currencies: await CurrencyBook.load(db),
    rateLimiter: new RateLimiter(() => now().getTime()),
    authenticate: async () => null,
    now,
    close: async () => {},
  };
}
