import type { ZodType } from 'zod';
import * as internalSchemas from '@chipmart/generated/internal/zod';
import type { InternalOperations, OperationId } from './operation-types.ts';
import { readOperations, type OperationRoute } from './operations.ts';

/**
 * One contract document as the contract layer serves it: its operations and
 * the generated zod schemas requests are checked with (`<operationId>Params`,
 * `…QueryParams`, `…Body`). `Ops` is the document's generated `operations` type.
 */
export interface ContractDocument<Ops> {
  routes: Array<OperationRoute<OperationId<Ops>>>;
  schemas: Record<string, ZodType | undefined>;
}

let internal: ContractDocument<InternalOperations> | undefined;

/** The internal document (spec/openapi.yaml): every call the shop makes. */
export function internalContract(): ContractDocument<InternalOperations> {
  internal ??= {
    routes: readOperations<OperationId>('@chipmart/generated/spec/openapi.json'),
    schemas: internalSchemas as unknown as Record<string, ZodType | undefined>,
  };
  return internal;
}
