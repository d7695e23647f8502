export { createApiClient, type ApiClient, type ApiClientOptions, type DataOf, type RequestConfig, type RequestOptions, type Transport } from './api-client.ts';
export { uploadWithProgress } from './upload-progress.ts';
export { createShopClient, type ShopClientOptions } from './shop-client.ts';
export { apiFetch, bindHooksClient } from './hooks-client.ts';
export { createPartnerClient, type PartnerClient } from './partner-client.ts';
export type { PartnerCallOptions } from './partner-call.ts';
export { ApiError, NetworkError } from './errors.ts';
export { DEFAULT_CURRENCY, FALLBACK_LOCALE, MIN_FETCH_DELAY_MS, SESSION_EXPIRED_CODE, SUCCESS_CODE } from './constants.ts';
