import type { Hono, MiddlewareHandler } from 'hono';
import { addressSnapshot, createAddressFeature, listAddresses } from '../features/address/index.ts';
import { createCaptchaFeature } from '../features/captcha/index.ts';
import { createCartFeature } from '../features/cart/index.ts';
import { createCreditFeature, releaseCreditCharge } from '../features/credit/index.ts';
import { createCatalogFeature } from '../features/catalog/index.ts';
import { createOrdersFeature, DEFAULT_PAY_WINDOW_MS, type OrderAddressBook, type OrderOperator } from '../features/orders/index.ts';
import { createIdentityFeature, PasswordHasher, type AuthUser } from '../features/identity/index.ts';
import { createPartnerApiFeature, PARTNER_API_PATHS } from '../features/partner-api/index.ts';
import { createPaymentsFeature, SANDBOX_SETTINGS, type Fetch, type PaymentOperatorFunctions, type PaymentSettings } from '../features/payments/index.ts';
import { createRfqFeature, type RfqOperator } from '../features/rfq/index.ts';
import { createBomFeature } from '../features/bom/index.ts';
import { createSearchFeature } from '../features/search/index.ts';
import { createSiteFeature } from '../features/site/index.ts';
import { createSupplierFeature, type SupplierOperator } from '../features/supplier/index.ts';
import { createUploadsFeature } from '../features/uploads/index.ts';
import type { Database } from '../platform/db/open.ts';
import type { Handlers } from '../platform/http/handler.ts';
import type { PartnerOperations } from '../platform/http/operation-types.ts';
import { RateLimiter } from '../platform/http/rate-limit.ts';
import { rateCounterCleanup } from '../platform/http/rate-counter.ts';
import { MailDelivery } from '../platform/mail/delivery.ts';
import { CurrencyBook } from '../platform/money/currency-book.ts';
import { ReadCache } from '../platform/read-cache.ts';
import type { Timer } from '../platform/timers.ts';
import { creditLineForPayments } from './credit-line-for-payments.ts';

export interface ComposeOptions {
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
  /** The buyer's saved addresses as checkout reads them; the address feature's unless a test passes its own. */
  orderAddresses?: OrderAddressBook;
  /** How long a new order may stay unpaid (3 days unless a test says otherwise). */
  payWindowMs?: number;
  /** The site variant served (WEB_KEY); 'default' unless set. */
  webKey?: string;
  /** How payments reach the providers; the local sandbox at http://localhost:8080 unless set. */
  payments?: PaymentSettings;
  /** Test servers only: the answer every image captcha shows (CAPTCHA_TEST_ANSWER). */
  captchaTestAnswer?: string;
  /** Outgoing HTTP of the payment providers (and of the sandbox calling this server back); global fetch unless a test routes it. */
  paymentsFetch?: Fetch;
}

/** The server's parts, built once per process: what the HTTP app serves and what the process must stop. */
export interface ComposedServer {
  /** Every implemented operation of the internal document, by operationId. */
  handlers: Handlers<AuthUser>;
  /** The user a bearer token stands for, or null when it is expired, revoked or unknown. */
  authenticate: (token: string) => Promise<AuthUser | null>;
  /** The partner document's operations, their token check and their rate limits (Hono middleware for `paths`). */
  partner: {
    handlers: Handlers<AuthUser, PartnerOperations>;
    authenticate: (token: string) => Promise<AuthUser | null>;
    paths: string;
    rateLimits: MiddlewareHandler;
  };
  currencies: CurrencyBook;
  /** Routes outside the contract: the catalog's and the site's pictures. */
  registerRoutes: (app: Hono) => void;
  /** What serving the shop reads itself (the sitemaps). */
  db: Database;
  now: () => Date;
  /** Where mail goes: through SMTP, or into the local mailbox. */
  mailMode: 'smtp' | 'local';
  /** What staff may do, per feature: the operator CLI's commands call these and nothing else. */
  operator: OperatorFunctions;
  /** Work that falls due by itself (expiries, auto-completion, billing); main.ts runs them, tests call `runDue`. */
  timers: Timer[];
  /** Stops background work (mail delivery) before the database closes. */
  close: () => Promise<void>;
}

/** Each feature's operator functions, under the feature's name. */
export interface OperatorFunctions {
  identity: ReturnType<typeof createIdentityFeature>['operator'];
  credit: ReturnType<typeof createCreditFeature>['operator'];
  rfq: RfqOperator;
  supplier: SupplierOperator;
  orders: OrderOperator;
  payment: PaymentOperatorFunctions;
}

/**
 * The composition root: builds the platform pieces once (clock, currency
 * book, mail delivery, rate limiter, password hasher, the product read
 * cache), then each feature from only what it needs. A new
 * feature is one more line here, not a change to every other feature.
 */
export async function composeServer(db: Database, options: ComposeOptions = {}): Promise<ComposedServer> {
  const now = options.now ?? (() => new Date());
  const currencies = await CurrencyBook.load(db);
  const mail = new MailDelivery({ db, now, smtpUrl: options.smtpUrl, mailboxFile: options.mailboxFile, log: options.mailLog });
  mail.start();
  const rateLimiter = new RateLimiter(db, now);

  const captcha = createCaptchaFeature({ db, now, rateLimiter, fixedAnswer: options.captchaTestAnswer });
  const credit = createCreditFeature({ db, now, currencies });
  const identity = createIdentityFeature({
    db,
    now,
    creditStateOf: credit.creditStateOf,
    rateLimiter,
    passwords: new PasswordHasher(options.passwordCostLog2),
    mail,
  });
  const catalog = createCatalogFeature({ db, currencies, goodsReads: new ReadCache({ ttlMs: options.catalogCacheMs ?? 5000, maxEntries: 50_000 }) });
  const search = createSearchFeature({ db, currencies });
  const site = createSiteFeature({ db, now, currencies, rateLimiter });
  const rfq = createRfqFeature({ db, now, rateLimiter, mail, currencies });
  const cart = createCartFeature({ db, now, currencies });
  const address = createAddressFeature({ db, now });
  const supplier = createSupplierFeature({ db, now, mail, currencies, rateLimiter });
  const bom = createBomFeature({ db, now, currencies, rateLimiter });
  const uploads = createUploadsFeature({ rateLimiter, rememberedMapping: bom.rememberedMapping });

  const payments = createPaymentsFeature({
    db,
    now,
    currencies,
    webKey: options.webKey ?? 'default',
    settings: options.payments ?? SANDBOX_SETTINGS('http://localhost:8080'),
    fetch: options.paymentsFetch ?? ((input, init) => fetch(input, init)),
    credit: creditLineForPayments,
  });

  const orders = createOrdersFeature({
    db,
    now,
    currencies,
    addresses: options.orderAddresses ?? { snapshot: addressSnapshot, list: listAddresses },
    payMethods: payments.checkoutPayMethods,
    onRefundCredit: async (tx, order) => {
      await releaseCreditCharge(tx, order.orderSn);
    },
    payWindowMs: options.payWindowMs ?? DEFAULT_PAY_WINDOW_MS,
  });

  const partnerApi = createPartnerApiFeature({ db, now, currencies, tokens: identity.partnerTokens, placeOrder: orders.place });

  return {
    handlers: {
      ...identity.handlers,
      ...captcha.handlers,
      ...catalog.handlers,
      ...search.handlers,
      ...site.handlers,
      ...rfq.handlers,
      ...cart.handlers,
      ...address.handlers,
      ...credit.handlers,
      ...uploads.handlers,
      ...supplier.handlers,
      ...bom.handlers,
      ...orders.handlers,
      ...payments.handlers,
    },
    authenticate: identity.authenticate,
    partner: { handlers: partnerApi.handlers, authenticate: partnerApi.authenticate, paths: PARTNER_API_PATHS, rateLimits: partnerApi.rateLimits },
    currencies,
    registerRoutes: (app) => {
      catalog.registerRoutes(app);
      site.registerRoutes(app);
      payments.registerRoutes(app);
    },
    db,
    now,
    mailMode: mail.mode,
    operator: {
      identity: identity.operator,
      credit: credit.operator,
      rfq: rfq.operator,
      supplier: supplier.operator,
      orders: orders.operator,
      payment: payments.operator,
    },
    timers: [...credit.timers, ...supplier.timers, ...orders.timers, ...payments.timers, ...identity.timers, rateCounterCleanup(db)],
    close: () => mail.close(),
  };
}
