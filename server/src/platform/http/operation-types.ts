import type { components, operations } from '@chipmart/generated/internal/types';
import type * as internalZod from '@chipmart/generated/internal/zod';
import type { output } from 'zod';
import type { operations as partnerOperations } from '@chipmart/generated/partner/types';
import type { Currency } from '../money/currency-book.ts';

/**
 * Types of each operation, read from the generated contract types; never
 * written by hand. They are generic over a document's `operations` (as
 * openapi-typescript writes them), the internal document by default.
 */
export type InternalOperations = operations;
export type PartnerOperations = partnerOperations;

export type OperationId<Ops = InternalOperations> = keyof Ops & string;
export type ErrorCode = components['schemas']['ErrorCode'];
export type FieldError = components['schemas']['FieldError'];

export type SuccessData<Id extends OperationId<Ops>, Ops = InternalOperations> =
  Ops[Id] extends { responses: { 200: { content: { 'application/json': { data: infer Data } } } } } ? Data : never;

export type QueryOf<Id extends OperationId<Ops>, Ops = InternalOperations> = Ops[Id] extends { parameters: { query?: infer Query } }
  ? Omit<NonNullable<Query>, '_t'>
  : never;

export type PathOf<Id extends OperationId<Ops>, Ops = InternalOperations> = Ops[Id] extends { parameters: { path: infer Path } } ? Path : never;

export type HeadersOf<Id extends OperationId<Ops>, Ops = InternalOperations> = Ops[Id] extends { parameters: { header?: infer Header } }
  ? [NonNullable<Header>] extends [never]
    ? Record<never, never>
    : NonNullable<Header>
  : Record<never, never>;

/** The request currency, for the operations that declare the Currency header; the others have none to read. */
export type CurrencyOf<Id extends OperationId<Ops>, Ops = InternalOperations> = 'Currency' extends keyof HeadersOf<Id, Ops> ? Currency : undefined;

export type BodyOf<Id extends OperationId<Ops>, Ops = InternalOperations> =
  Ops[Id] extends { requestBody: { content: { 'application/json': infer Body } } }
    ? Body
    : Ops[Id] extends { requestBody?: { content: { 'application/json': infer Body } } }
      ? Body | undefined
      : Ops[Id] extends { requestBody: { content: { 'multipart/form-data': unknown } } }
        ? MultipartBodyOf<Id>
        : never;

/**
 * An upload's body as its generated zod schema reads it: text fields typed,
 * file fields as `File` (the generated TypeScript types call them strings).
 * Only the internal document takes uploads.
 */
type MultipartBodyOf<Id extends string> = `${Id}Body` extends keyof typeof internalZod ? output<(typeof internalZod)[`${Id}Body`]> : never;

/** A file a download operation answers with: its bytes, the media type read from its content, and the name to save it under. */
export interface FileAnswer {
  kind: 'file';
  content: Uint8Array;
  contentType: string;
  fileName: string;
}

/** What a handler returns: the envelope's `data`, or a file for an operation whose success answer is a file. */
export type HandlerResult<Id extends OperationId<Ops>, Ops = InternalOperations> = [SuccessData<Id, Ops>] extends [never] ? FileAnswer : SuccessData<Id, Ops>;
