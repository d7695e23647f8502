import { createApiClient, type ApiClient, type ApiClientOptions } from './api-client.ts';
import { DEFAULT_CURRENCY, FALLBACK_LOCALE, MIN_FETCH_DELAY_MS, SEQUENCE_QUERY } from './constants.ts';

/** How the shop tells its client about the current locale, currency and session. */
export interface ShopClientOptions extends Pick<ApiClientOptions, 'baseUrl' | 'onSessionExpired' | 'fetch' | 'now'> {
  /** Current locale, sent as the Lang header. */
  getLocale: () => string | undefined;
  /** Currency the shopper chose, if any. */
  getCurrency: () => string | undefined;
  /** A currency every request must use whatever was chosen (the inland site's CNY). */
  forcedCurrency?: string;
  /** Bearer token of the signed-in user, if any. */
  getToken: () => string | undefined;
  /** Minimum time a fetch takes to resolve; defaults to 200 ms. */
  minimumDelayMs?: number;
}

/**
 * The shop's client (product spec sections 7 and 9): every request carries
 * Lang (the locale, else en), Currency (the forced one, else the chosen one,
 * else USD), the bearer token when signed in and a strictly increasing `_t`,
 * and settles no sooner than 200 ms.
 */
export function createShopClient(options: ShopClientOptions): ApiClient {
  const { getLocale, getCurrency, forcedCurrency, getToken, minimumDelayMs = MIN_FETCH_DELAY_MS, ...rest } = options;
  return createApiClient({
    ...rest,
    token: getToken,
    headers: () => ({ Lang: getLocale() || FALLBACK_LOCALE, Currency: forcedCurrency ?? (getCurrency() || DEFAULT_CURRENCY) }),
    sequenceQuery: SEQUENCE_QUERY,
    minimumDelayMs,
  });
}
