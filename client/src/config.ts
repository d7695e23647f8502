import { DEFAULT_CURRENCY, FALLBACK_LOCALE, MIN_FETCH_DELAY_MS } from './constants.ts';
import { createSequence } from './sequence.ts';

/** How the app tells the client about the current locale, currency and session. */
export interface ApiClientOptions {
  /** API base URL from the build configuration ('' means same origin). */
  baseUrl: string;
  /** Current locale, sent as the Lang header. */
  getLocale: () => string | undefined;
  /** Currency the shopper chose, if any. */
  getCurrency: () => string | undefined;
  /** A currency every request must use whatever was chosen (the inland site's CNY). */
  forcedCurrency?: string;
  /** Bearer token of the signed-in user, if any. */
  getToken: () => string | undefined;
  /** Called when the server says the session expired (code 4001). */
  onSessionExpired?: () => void;
  /** Minimum time a fetch takes to resolve; defaults to 200 ms. */
  minimumDelayMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

export interface ResolvedClient extends Required<Omit<ApiClientOptions, 'forcedCurrency' | 'onSessionExpired'>> {
  forcedCurrency: string | undefined;
  onSessionExpired: () => void;
  nextSequence: () => number;
}

let client: ResolvedClient | undefined;

export function configureApiClient(options: ApiClientOptions): void {
  const now = options.now ?? Date.now;
  client = {
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    getLocale: options.getLocale,
    getCurrency: options.getCurrency,
    forcedCurrency: options.forcedCurrency,
    getToken: options.getToken,
    onSessionExpired: options.onSessionExpired ?? (() => {}),
    minimumDelayMs: options.minimumDelayMs ?? MIN_FETCH_DELAY_MS,
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    now,
    nextSequence: createSequence(now),
  };
}

export function currentClient(): ResolvedClient {
  if (!client) throw new Error('configureApiClient() must be called before the first API request');
  return client;
}

export function requestLocale(resolved: ResolvedClient): string {
  return resolved.getLocale() || FALLBACK_LOCALE;
}

/** CNY on the inland site, else the chosen currency, else USD. */
export function requestCurrency(resolved: ResolvedClient): string {
  return resolved.forcedCurrency ?? (resolved.getCurrency() || DEFAULT_CURRENCY);
}
