import * as partnerOperations from '@chipmart/generated/partner/functions';
import { createApiClient, type ApiClientOptions } from './api-client.ts';
import type { PartnerCall } from './partner-call.ts';

type PartnerOperations = typeof partnerOperations;

/** A generated partner function sent through one client: the same arguments, resolving with the call's `data`. */
type Sent<Operation> = Operation extends (...args: infer Args) => PartnerCall<infer Data> ? (...args: Args) => Promise<Data> : never;

/**
 * The partner API (spec/open-api-v1.yaml) for Node callers: getToken,
 * getUser, getOrders, getGoods, getShipping and saveOrders (its second
 * argument carries the Idempotency-Key), typed from the generated code.
 */
export type PartnerClient = { [Name in keyof PartnerOperations]: Sent<PartnerOperations[Name]> };

/** The partner operations bound to a client built from `options` alone: no shop defaults (no `_t`, Lang, Currency or delay). */
export function createPartnerClient(options: ApiClientOptions): PartnerClient {
  const client = createApiClient(options);
  const operations = Object.entries(partnerOperations) as Array<[string, (...args: unknown[]) => PartnerCall<unknown>]>;
  return Object.fromEntries(operations.map(([name, operation]) => [name, (...args: unknown[]) => operation(...args)(client)])) as PartnerClient;
}
