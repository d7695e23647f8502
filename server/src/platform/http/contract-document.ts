import type { ZodType } from 'zod';
import * as internalSchemas from '@chipmart/generated/internal/zod';
import * as partnerSchemas from '@chipmart/generated/partner/zod';
import type { InternalOperations, OperationId, PartnerOperations } from './operation-types.ts';
import { readOperations, type OperationRoute } from './operations.ts';

/**
 * One contract document as the contract layer serves it: its operations and
 * the generated zod schemas requests are checked with (`<operationId>Params`,
 * `…QueryParams`, `…Header`, `…Body`, `…Response`). `Ops` is the document's
 * generated `operations` type.
 */
export interface ContractDocument<Ops> {
  /** The document's name in errors and logs. */
  name: string;
  routes: Array<OperationRoute<OperationId<Ops>>>;
  schemas: Record<string, ZodType | undefined>;
  /**
   * The language of the envelope's messages: the shop asks for one with the
   * Lang header; the partner document promises English.
   */
  messages: 'in the request language' | 'in English';
}

/** A document read once, on first use: reading the bundle and the routes takes a while and they never change. */
function onFirstUse<Ops>(read: () => ContractDocument<Ops>): () => ContractDocument<Ops> {
  let document: ContractDocument<Ops> | undefined;
  return () => (document ??= read());
}

/** The internal document (spec/openapi.yaml): every call the shop makes. */
export const internalContract = onFirstUse<InternalOperations>(() => ({
  name: 'internal API (spec/openapi.yaml)',
  routes: readOperations('@chipmart/generated/spec/openapi.json'),
  schemas: internalSchemas as unknown as Record<string, ZodType | undefined>,
  messages: 'in the request language',
}));

/** The partner document (spec/open-api-v1.yaml): the open API partners call from their own systems. */
export const partnerContract = onFirstUse<PartnerOperations>(() => ({
  name: 'partner API (spec/open-api-v1.yaml)',
  routes: readOperations('@chipmart/generated/spec/open-api-v1.json'),
  schemas: partnerSchemas as unknown as Record<string, ZodType | undefined>,
  messages: 'in English',
}));

/** The generated schemas an operation must have before it may serve a request: one for each kind of input it takes, and its answer. */
export function requiredSchemaNames(route: OperationRoute): string[] {
  const id = route.operationId;
  return [
    ...(route.parameters.path.length > 0 ? [`${id}Params`] : []),
    ...(route.parameters.query.length > 0 ? [`${id}QueryParams`] : []),
    ...(route.parameters.header.length > 0 ? [`${id}Header`] : []),
    ...(route.hasJsonBody || route.multipart ? [`${id}Body`] : []),
    // A file answer is bytes, not an envelope: there is no schema to check it with, only its declared media types.
    ...(route.fileAnswer ? [] : [`${id}Response`]),
  ];
}
