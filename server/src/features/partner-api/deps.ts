import type { Database } from '../../platform/db/open.ts';
import type { CurrencyBook } from '../../platform/money/currency-book.ts';
import type { AuthUser } from '../identity/index.ts';
import type { PlacedOrder, PlaceOrderRequest } from '../orders/index.ts';

/** What the partner API is built from; identity and orders are reached through what the composition root hands over. */
export interface PartnerApiDeps {
  db: Database;
  now: () => Date;
  currencies: CurrencyBook;
  /** Identity's partner tokens: getToken, and who a token stands for. */
  tokens: {
    issue: (email: string, password: string) => Promise<{ token: string; expire: number }>;
    authenticate: (token: string) => Promise<AuthUser | null>;
  };
  /** The orders feature's placing, the same transaction and transition table as the shop's checkout. */
  placeOrder: (request: PlaceOrderRequest) => Promise<PlacedOrder>;
}
