import { clientAddressOf } from './client-address.ts';
import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import { FALLBACK_LOCALE, type LocaleCode } from '../i18n/locales.ts';
import { translate, type Message, type MessageParams } from '../i18n/messages.ts';
import type { Currency, CurrencyBook } from '../money/currency-book.ts';
import { requiredSchemaNames, type ContractDocument } from './contract-document.ts';
import { AppError, httpStatusOf, invalidField, ReplayedAnswer, sessionExpired, unauthenticated, ValidationError, type FieldProblem } from './errors.ts';
import { bodyRulesOf, type BodyRuleFailure, type Handler, type Handlers, type HandlerInput } from './handler.ts';
import { contractMessages } from './messages.ts';
import type { FieldError, FileAnswer, OperationId } from './operation-types.ts';
import type { OperationRoute } from './operations.ts';
import { JSON_ANSWER_HEADERS, markSecured } from './security-headers.ts';
import { multipartBodyInput } from './multipart-input.ts';
import { fieldsHolding, headerInput, holdsLoneSurrogate, holdsNul, holdsSuspectText, jsonBodyInput, pathInput, queryInput } from './request-input.ts';

type Schemas = ContractDocument<unknown>['schemas'];

/** What the contract layer needs besides the handlers: the currencies a request may ask for, and who a bearer token stands for. */
export interface ContractDeps<User> {
  currencies: CurrencyBook;
  /** The user a bearer token stands for, or null when it is expired, revoked or unknown. */
  authenticate: (token: string) => Promise<User | null>;
}

/**
 * Registers every operation of the document that has a handler; each request
 * is checked against the contract before its handler runs. Refuses to start
 * (throws) when a handler names an operation the document does not have, or
 * an operation lacks a generated schema for any input it takes: no call is
 * ever served unchecked.
 */
export function registerOperations<User, Ops>(
  app: Hono,
  document: ContractDocument<Ops>,
  handlers: Handlers<User, Ops>,
  deps: ContractDeps<User>,
): Array<OperationRoute<OperationId<Ops>>> {
  const known = new Set<string>(document.routes.map((route) => route.operationId));
  const strangers = Object.keys(handlers).filter((operationId) => !known.has(operationId));
  if (strangers.length > 0) throw new Error(`The ${document.name} has no operation ${strangers.join(', ')}: a handler cannot serve a call the contract does not describe`);
  const registered: Array<OperationRoute<OperationId<Ops>>> = [];
  for (const route of document.routes) {
    const handler = handlers[route.operationId] as Handler<OperationId<Ops>, User, Ops> | undefined;
    if (!handler) continue;
    assertCheckable(document, route);
    registered.push(route);
    app.on(route.method, route.routerPath, (context) => runOperation(context, document, route, handler, deps));
  }
  return registered;
}

function assertCheckable<Ops>(document: ContractDocument<Ops>, route: OperationRoute): void {
  const missing = requiredSchemaNames(route).filter((name) => !document.schemas[name]);
  if (missing.length > 0) {
    throw new Error(`${route.operationId} (${document.name}) cannot start: the generated schemas ${missing.join(', ')} are missing (run npm run generate)`);
  }
  const unchecked = route.bodyMediaTypes.filter((mediaType) => mediaType !== 'application/json' && mediaType !== 'multipart/form-data');
  if (unchecked.length > 0) throw new Error(`${route.operationId} (${document.name}) cannot start: the contract layer cannot check a ${unchecked.join(' or ')} body yet`);
}

async function runOperation<User, Ops>(
  context: Context,
  document: ContractDocument<Ops>,
  route: OperationRoute<OperationId<Ops>>,
  handler: Handler<OperationId<Ops>, User, Ops>,
  deps: ContractDeps<User>,
): Promise<Response> {
  const { schemas } = document;
  const id = route.operationId;
  const inRequestLanguage = document.messages === 'in the request language';
  // Until the Lang header has passed its schema, failures are told in the fallback language.
  let locale: LocaleCode = FALLBACK_LOCALE;
  try {
    const rawHeaders = headerInput(context, route.parameters.header);
    const headers = (route.parameters.header.length > 0 ? validate(schemas, `${id}Header`, rawHeaders, textFailures(rawHeaders)) : {}) as { Lang?: LocaleCode; Currency?: string };
    if (inRequestLanguage) locale = headers.Lang ?? FALLBACK_LOCALE;
    const currency = route.parameters.header.includes('Currency') ? resolveCurrency(headers.Currency, deps.currencies) : undefined;
    const user = await authenticate(route, context.req.header('Authorization'), deps.authenticate);
    const rawParams = pathInput(context, route.parameters.path, schemas[`${id}Params`]);
    const params = route.parameters.path.length > 0 ? validate(schemas, `${id}Params`, rawParams, textFailures(rawParams)) : {};
    const rawQuery = queryInput(context, route.parameters.query, schemas[`${id}QueryParams`]);
    const query = route.parameters.query.length > 0 ? validate(schemas, `${id}QueryParams`, rawQuery, textFailures(rawQuery)) : {};
    let body: unknown;
    if (route.hasJsonBody) {
      const rawBody = await jsonBodyInput(context, route.jsonMaxBytes);
      if (rawBody === undefined && route.bodyRequired) throw new ValidationError([{ field: 'body', message: contractMessages.required }]);
      const rules = bodyRulesOf(handler);
      body = validate(schemas, `${id}Body`, rawBody, [...textFailures(rawBody), ...(rules ? await rules(rawBody) : [])]);
    } else if (route.multipart) {
      const rawBody = await multipartBodyInput(context, route.multipart, schemas[`${id}Body`]);
      body = validate(schemas, `${id}Body`, rawBody, textFailures(rawBody));
    }

    let said: { message: Message; params?: MessageParams } = { message: contractMessages.success };
    const input: HandlerInput<OperationId<Ops>, User, Ops> = {
      query: query as never,
      params: params as never,
      body: body as never,
      headers: headers as never,
      locale,
      currency: currency as never,
      user,
      clientAddress: clientAddressOf(context),
      say: (message, params) => {
        said = { message, params };
      },
      context,
    };
    const data = await handler(input);
    if (route.fileAnswer) return fileResponse(route, data);
    // Handlers answer through the envelope only (they set no headers of their own): the answer's headers are one fixed object.
    const answer = new Response(JSON.stringify({ code: 200, message: translate(locale, said.message, said.params), data }), { status: 200, headers: JSON_ANSWER_HEADERS });
    return markSecured(context, answer);
  } catch (error) {
    return errorResponse(context, error, locale);
  }
}

/**
 * A download's answer: the file's bytes under a media type the document
 * declares, saved (never shown) by browsers, which must not guess another type.
 */
function fileResponse(route: OperationRoute, answer: unknown): Response {
  const file = answer as FileAnswer;
  if (file?.kind !== 'file' || !route.fileAnswer?.includes(file.contentType)) {
    throw new Error(`${route.operationId} answered ${file?.contentType ?? 'no file'}; the document declares ${route.fileAnswer?.join(', ')}`);
  }
  const asciiName = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return new Response(file.content, {
    status: 200,
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(file.content.byteLength),
      'Content-Disposition': `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  });
}

/** The currency a request asks for: an offered one (codes are case-sensitive, as the schema says), the base currency without the header. */
function resolveCurrency(code: string | undefined, currencies: CurrencyBook): Currency {
  if (code === undefined) return currencies.base();
  const currency = currencies.find(code);
  if (!currency) throw invalidField('Currency', contractMessages.unknownCurrency);
  return currency;
}

async function authenticate<User>(
  route: OperationRoute,
  authorization: string | undefined,
  authenticateToken: ContractDeps<User>['authenticate'],
): Promise<User | undefined> {
  if (route.security === 'none') return undefined;
  const token = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '')?.[1];
  if (!token) {
    if (route.security === 'required') throw unauthenticated();
    return undefined;
  }
  const user = await authenticateToken(token);
  if (!user) throw sessionExpired();
  return user;
}

/** Text no stored text can hold (NUL, half a surrogate pair) is refused for its field before the schema sees it. */
function textFailures(value: unknown): BodyRuleFailure[] {
  // Nearly every request holds neither: one pass without building field names says so.
  if (!holdsSuspectText(value)) return [];
  const failures = (holds: (text: string) => boolean, message: BodyRuleFailure['message']) =>
    fieldsHolding(value, '', holds).map((field) => ({ field: field || 'body', message }));
  return [...failures(holdsNul, contractMessages.containsNul), ...failures(holdsLoneSurrogate, contractMessages.loneSurrogate)];
}

/** Checks a value against the contract schema; earlier failures (rules, unstorable text) replace the schema's for their fields. */
function validate(schemas: Schemas, schemaName: string, value: unknown, ruleFailures: BodyRuleFailure[] = []): unknown {
  const schema = schemas[schemaName];
  // Only an absent input stands for "nothing sent"; a JSON null is a value the schema judges.
  const input = value === undefined ? {} : value;
  const result = schema?.safeParse(input, { reportInput: true });
  const schemaFailures = result && !result.success ? schemaFailuresOf(result.error) : [];
  const failures = [...ruleFailures, ...schemaFailures.filter((failure) => !ruleFailures.some((rule) => rule.field === failure.field))];
  if (failures.length > 0) throw new ValidationError(failures);
  return result ? result.data : input;
}

function schemaFailuresOf(error: ZodError): FieldProblem[] {
  return error.issues.map((issue) => {
    const field = issue.path.map(String).join('.') || 'body';
    const missing = issue.code === 'invalid_type' && (issue as { input?: unknown }).input === undefined;
    return { field, message: missing ? contractMessages.required : issue.message };
  });
}

/** A refusal as the catalogue writes it: its HTTP status and envelope (what an idempotent request keeps for its repeats). */
export function failureAnswer(error: AppError, locale: LocaleCode): { status: (typeof httpStatusOf)[keyof typeof httpStatusOf]; envelope: { code: number; message: string; data: unknown } } {
  const status = httpStatusOf[error.code];
  const message = translate(locale, error.reason, error.params);
  if (error instanceof ValidationError) {
    const errors: FieldError[] = error.errors.map((entry) => ({
      field: entry.field,
      message: localizeFieldMessage(entry.message, entry.params, locale),
    }));
    const first = errors[0]!;
    return { status, envelope: { code: 4220, message: `${first.field}: ${first.message}`, data: { errors } } };
  }
  if (error.code === 4290) return { status, envelope: { code: 4290, message, data: { retry_after: error.retryAfter ?? 1 } } };
  return { status, envelope: { code: error.code, message, data: null } };
}

/** Turns any failure into the catalogue's envelope and HTTP status. */
export function errorResponse(context: Context, error: unknown, locale: LocaleCode): Response {
  if (error instanceof ReplayedAnswer) {
    context.header('Idempotent-Replayed', 'true');
    return context.json(error.envelope, error.status as ContentfulStatusCode);
  }
  if (error instanceof AppError) {
    const { status, envelope } = failureAnswer(error, locale);
    if (error.code === 4290) context.header('Retry-After', String(error.retryAfter ?? 1));
    return context.json(envelope, status);
  }
  const requestId = `req_${randomUUID().replaceAll('-', '')}`;
  console.error(`[${requestId}] ${context.req.method} ${context.req.path} failed:`, error);
  return context.json({ code: 5000, message: translate(locale, contractMessages.internal), data: { request_id: requestId } }, 500);
}

function localizeFieldMessage(message: Message | string, params: MessageParams | undefined, locale: LocaleCode): string {
  if (typeof message !== 'string') return translate(locale, message, params);
  // A schema's own wording is English; other languages get the generic text.
  return locale === 'en' ? message : translate(locale, contractMessages.invalidValue);
}
