export { apiFetch, type DataOf, type RequestConfig, type RequestOptions } from './fetcher.ts';
export { configureApiClient, type ApiClientOptions } from './config.ts';
export { ApiError, NetworkError } from './errors.ts';
export { DEFAULT_CURRENCY, FALLBACK_LOCALE, MIN_FETCH_DELAY_MS, SESSION_EXPIRED_CODE, SUCCESS_CODE } from './constants.ts';
