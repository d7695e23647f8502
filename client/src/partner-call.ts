import type { ApiClient, DataOf, RequestConfig, RequestOptions } from './api-client.ts';

/** A partner API call as the generated code describes it, waiting for the client that sends it. */
export type PartnerCall<Data> = (client: ApiClient) => Promise<Data>;

/** What a caller may add to one partner call: the client's per-call options and a signal that aborts it. */
export interface PartnerCallOptions extends RequestOptions {
  signal?: AbortSignal;
}

/**
 * The mutator of the generated partner functions (generated/partner/functions.ts,
 * named in scripts/generate.mjs). They hold no client of their own: each
 * returns its call, and createPartnerClient sends it through the caller's.
 */
export function partnerCall<Envelope>(config: RequestConfig, options: PartnerCallOptions = {}): PartnerCall<DataOf<Envelope>> {
  const { signal, ...requestOptions } = options;
  return (client) => client.request<DataOf<Envelope>>({ ...config, signal: signal ?? config.signal }, requestOptions);
}
