import type { Context } from 'hono';
import type { LocaleCode } from '../i18n/locales.ts';
import type { Message, MessageParams } from '../i18n/messages.ts';
import type { BodyOf, CurrencyOf, HandlerResult, HeadersOf, InternalOperations, OperationId, PathOf, QueryOf } from './operation-types.ts';

/**
 * What a handler gets: the request, already validated against the contract.
 * `User` is whoever a bearer token stands for, as the injected authenticator
 * returns it; the contract layer does not know what a user is.
 */
export interface HandlerInput<Id extends OperationId<Ops>, User = unknown, Ops = InternalOperations> {
  query: QueryOf<Id, Ops>;
  params: PathOf<Id, Ops>;
  body: BodyOf<Id, Ops>;
  /** The header parameters the operation declares, as the caller sent them and the schema accepted them. */
  headers: HeadersOf<Id, Ops>;
  /** The language of the answer's texts and messages. */
  locale: LocaleCode;
  /** The request currency (an offered one; the base currency without the header), for operations that declare the Currency header. */
  currency: CurrencyOf<Id, Ops>;
  /** Set when the call needs a signed-in user, or when an optional token was sent. */
  user: User | undefined;
  /** Network address of the caller, for rate limits. */
  clientAddress: string;
  /** Replaces the envelope's default 'Success' message. */
  say: (message: Message, params?: MessageParams) => void;
  context: Context;
}

export type Handler<Id extends OperationId<Ops>, User = unknown, Ops = InternalOperations> = (input: HandlerInput<Id, User, Ops>) => Promise<HandlerResult<Id, Ops>>;

/** Handlers by operationId. */
export type Handlers<User = unknown, Ops = InternalOperations> = { [Id in OperationId<Ops>]?: Handler<Id, User, Ops> };

/** Handlers whose operation needs a signed-in user get `user` typed as present. */
export function signedIn<User>(user: User | undefined): User {
  if (user === undefined) throw new Error('A secured operation ran without a user; the contract layer should have refused it');
  return user;
}

/** A rule failure found on the raw body: which field, and what to tell the user. */
export interface BodyRuleFailure {
  field: string;
  message: Message;
  params?: MessageParams;
}

/**
 * Product rules checked on the raw body before the schema. Where the product
 * fixes the wording of a field's failure (the feedback dialog), the rule's
 * message wins over the schema's for that field, and all failures come back at once.
 */
export type BodyRules = (rawBody: unknown) => Promise<BodyRuleFailure[]>;

export function withBodyRules<Id extends OperationId<Ops>, User = unknown, Ops = InternalOperations>(
  rules: BodyRules,
  handler: Handler<Id, User, Ops>,
): Handler<Id, User, Ops> {
  return Object.assign(handler, { bodyRules: rules });
}

export function bodyRulesOf(handler: object): BodyRules | undefined {
  return (handler as { bodyRules?: BodyRules }).bodyRules;
}
