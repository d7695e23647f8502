import type { components, operations } from '@chipmart/generated/internal/types';

/** Types of each operation, read from the generated contract types; never written by hand. */
export type OperationId = keyof operations;
export type ErrorCode = components['schemas']['ErrorCode'];
export type FieldError = components['schemas']['FieldError'];
export type LocaleCode = components['schemas']['LocaleCode'];

type Operation<Id extends OperationId> = operations[Id];

export type SuccessData<Id extends OperationId> =
  Operation<Id>['responses'] extends { 200: { content: { 'application/json': { data: infer Data } } } } ? Data : never;

export type QueryOf<Id extends OperationId> = Operation<Id>['parameters'] extends { query?: infer Query } ? Omit<NonNullable<Query>, '_t'> : never;

export type PathOf<Id extends OperationId> = Operation<Id>['parameters'] extends { path: infer Path } ? Path : never;

export type BodyOf<Id extends OperationId> =
  Operation<Id> extends { requestBody: { content: { 'application/json': infer Body } } }
    ? Body
    : Operation<Id> extends { requestBody?: { content: { 'application/json': infer Body } } }
      ? Body | undefined
      : never;
