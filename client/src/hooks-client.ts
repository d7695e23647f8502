import type { ApiClient, DataOf, RequestConfig, RequestOptions } from './api-client.ts';

let hooksClient: ApiClient | undefined;

/** Installs the client every generated React Query hook calls: the shop does this once as it starts, before rendering. */
export function bindHooksClient(client: ApiClient): void {
  hooksClient = client;
}

/** The mutator orval's generated hooks call for every request (named in scripts/generate.mjs). */
export async function apiFetch<Envelope>(config: RequestConfig, options: RequestOptions = {}): Promise<DataOf<Envelope>> {
  if (!hooksClient) {
    throw new Error(`${config.method.toUpperCase()} ${config.url} ran before the app bound a client: call bindHooksClient(createShopClient(…)) at start-up`);
  }
  return hooksClient.request<DataOf<Envelope>>(config, options);
}
