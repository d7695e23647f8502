import type { Context } from 'hono';
import type { Currency } from '../money/currency-book.ts';
import type { Services } from '../../app/services.ts';
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

/** A rule failure found on the raw body: which field, and what to tell the user. */
export interface BodyRuleFailure {
  field: string;
  message: MessageKey | string;
}

/**
 * Product rules checked on the raw body before the schema. Where the product
 * fixes the wording of a field's failure (the feedback dialog), the rule's
 * message wins over the schema's for that field, and all failures come back at once.
 */
export type BodyRules = (rawBody: unknown, services: Services) => Promise<BodyRuleFailure[]>;

export function withBodyRules<Id extends OperationId>(rules: BodyRules, handler: Handler<Id>): Handler<Id> {
  return Object.assign(handler, { bodyRules: rules });
}

export function bodyRulesOf(handler: Handler<OperationId>): BodyRules | undefined {
  return (handler as { bodyRules?: BodyRules }).bodyRules;
}
