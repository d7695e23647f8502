/** Product rules for every request the shop makes (product spec sections 7 and 9). */
export const DEFAULT_CURRENCY = 'USD';
export const FALLBACK_LOCALE = 'en';
/** Fetches resolve no sooner than this, so loading states never flash. */
export const MIN_FETCH_DELAY_MS = 200;
/** Name of the timestamp-style sequence query (the spec's shared `Sequence` parameter). */
export const SEQUENCE_QUERY = '_t';
/** Envelope codes the client itself branches on; the full catalogue is in the spec. */
export const SUCCESS_CODE = 200;
export const SESSION_EXPIRED_CODE = 4001;
