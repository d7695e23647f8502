import type { Context } from 'hono';
import type { Currency } from '../money/currency-book.ts';
import type { Services } from '../services.ts';
import type { BodyOf, LocaleCode, OperationId, PathOf, QueryOf, SuccessData } from './operation-types.ts';
import type { MessageKey } from '../i18n/messages.ts';

/** The signed-in user a valid bearer token stands for. */
export interface AuthUser {
  userId: number;
  sessionId: number;
  email: string;
}

/** What a handler gets: the request, already validated against the contract. */
export interface HandlerInput<Id extends OperationId> {
  query: QueryOf<Id>;
  params: PathOf<Id>;
  body: BodyOf<Id>;
  locale: LocaleCode;
  currency: Currency;
  /** Set when the call needs a signed-in user, or when an optional token was sent. */
  user: AuthUser | undefined;
  /** Network address of the caller, for rate limits. */
  clientAddress: string;
  services: Services;
  /** Replaces the envelope's default 'Success' message. */
  say: (key: MessageKey, params?: Record<string, string | number>) => void;
  context: Context;
}

export type Handler<Id extends OperationId> = (input: HandlerInput<Id>) => Promise<SuccessData<Id>>;

/** A feature's handlers, by operationId. */
export type Handlers = { [Id in OperationId]?: Handler<Id> };

/** Handlers whose operation needs a signed-in user get `user` typed as present. */
export function signedIn(user: AuthUser | undefined): AuthUser {
  if (!user) throw new Error('A secured operation ran without a user; the contract layer should have refused it');
  return user;
}
