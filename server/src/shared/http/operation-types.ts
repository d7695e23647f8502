import type { components, operations } from '@chipmart/generated/internal/types';

/**
 * Types of each operation, read from the generated contract types; never
 * written by hand. They are generic over a document's `operations` (as
 * openapi-typescript writes them), the internal document by default, so a
 * second document can be served through the same layer.
 */
export type InternalOperations = operations;

export type OperationId<Ops = InternalOperations> = keyof Ops & string;
export type ErrorCode = components['schemas']['ErrorCode'];
export type FieldError = components['schemas']['FieldError'];

export type SuccessData<Id extends OperationId<Ops>, Ops = InternalOperations> =
  Ops[Id] extends { responses: { 200: { content: { 'application/json': { data: infer Data } } } } } ? Data : never;

export type QueryOf<Id extends OperationId<Ops>, Ops = InternalOperations> = Ops[Id] extends { parameters: { query?: infer Query } }
  ? Omit<NonNullable<Query>, '_t'>
  : never;

export type PathOf<Id extends OperationId<Ops>, Ops = InternalOperations> = Ops[Id] extends { parameters: { path: infer Path } } ? Path : never;

export type BodyOf<Id extends OperationId<Ops>, Ops = InternalOperations> =
  Ops[Id] extends { requestBody: { content: { 'application/json': infer Body } } }
    ? Body
    : Ops[Id] extends { requestBody?: { content: { 'application/json': infer Body } } }
      ? Body | undefined
      : never;
