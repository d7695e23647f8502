/**
 * The business constants of the product (spec section 9), defined once.
 * Everything else imports them from here; the request-level ones live in the
 * API client and are re-exported so the app has one place to look.
 */
import type { LocaleCode } from '@chipmart/generated/internal/model/index';
import { localeCodeValues } from '@chipmart/generated/internal/types';

export { DEFAULT_CURRENCY, FALLBACK_LOCALE, MIN_FETCH_DELAY_MS, SESSION_EXPIRED_CODE } from '@chipmart/client';

export { WEB_KEYS, INLAND_WEB_KEY, type WebKey } from './variant/keys.ts';

/** Every locale the product has messages for (the contract's LocaleCode list); each variant allows a subset. */
export const ALL_LOCALES: readonly LocaleCode[] = localeCodeValues;

export const COMPARE_MAX_ITEMS = 5;
export const COMPARE_MIN_ITEMS = 2;
/** From this count on the cart badge reads CART_BADGE_OVERFLOW_TEXT. */
export const CART_BADGE_OVERFLOW_AT = 100;
export const CART_BADGE_OVERFLOW_TEXT = '99+';
export const BACK_TO_TOP_THRESHOLD_PX = 1000;
export const DRAWER_WIDTH_PX = 250;
export const FEEDBACK_DIALOG_WIDTH_PX = 800;
export const SELECT_MAX_HEIGHT_PX = 220;
export const EMPTY_STATE_HEIGHT_PX = 400;

export const SESSION_COOKIE_DAYS = 7;
export const LANG_COOKIE_DAYS = 365;

export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;

export const TOAST_DURATION_MS = 2500;
export const TOAST_ERROR_DURATION_MS = 3000;

export const CHUNK_RELOAD_GUARD_MS = 60_000;

/** Default currency symbol next to DEFAULT_CURRENCY; the inland variant uses CNY / ¥. */
export const DEFAULT_CURRENCY_SYMBOL = '$';
export const CNY = 'CNY';
export const CNY_SYMBOL = '¥';
/** Currency whose numbers use a decimal comma and dot thousands; all others the opposite. */
export const DECIMAL_COMMA_CURRENCY = 'EUR';
/** Price decimals: unit price and totals by default, and for the currencies without minor units in totals. */
export const PRICE_DECIMALS = { unitPrice: 5, total: 2 } as const;
export const WHOLE_CURRENCY_DECIMALS = { unitPrice: 2, total: 0 } as const;
export const WHOLE_CURRENCIES: readonly string[] = ['JPY', 'KRW'];
/** Currency state meaning "offered". */
export const CURRENCY_ENABLED = 1;

/** Storage keys and names. */
export const RFQ_STORAGE_KEY = 'RFQLIST';
export const COMPARE_STORAGE_KEY = 'COMPARELIST';
export const CURRENCY_STORAGE_KEY = 'CURRENCY';
export const TOKEN_COOKIE = 'token';
export const USER_INFO_COOKIE = 'userInfo';
export const LANG_COOKIE = 'lang';
export const CHUNK_RELOAD_STORAGE_KEY = 'chunkReloadAt';
export const RFQ_DEFAULT_QTY = 1;

/** URL parameters handled by the shell. */
export const CONNECT_TOKEN_PARAM = 'connectT';
export const WEB_SOURCE_PARAM = 'webSource';
export const LOGIN_REDIRECT_PARAM = 'redirect';

/** The feedback subject preselected when the server offers it. */
export const DEFAULT_FEEDBACK_SUBJECT = '1';

/** How long rarely changing server data (configuration, currencies, categories, options) is reused before refetching. */
export const SLOW_DATA_STALE_MS = 10 * 60_000;

/** Part-number search: results per page, and the header type-ahead's wait after the last keystroke and its part-number count. */
export const SEARCH_PAGE_SIZE = 20;
export const TYPEAHEAD_DEBOUNCE_MS = 200;
export const TYPEAHEAD_PART_LIMIT = 8;
