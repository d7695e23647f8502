import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { ZodError, ZodType } from 'zod';
import { localeOf, type LocaleCode } from '../i18n/locales.ts';
import { translate, type Message, type MessageParams } from '../i18n/messages.ts';
import type { Currency, CurrencyBook } from '../money/currency-book.ts';
import type { ContractDocument } from './contract-document.ts';
import { AppError, httpStatusOf, invalidField, sessionExpired, unauthenticated, ValidationError, type FieldProblem } from './errors.ts';
import { bodyRulesOf, type BodyRuleFailure, type Handler, type Handlers, type HandlerInput } from './handler.ts';
import { contractMessages } from './messages.ts';
import type { FieldError, OperationId } from './operation-types.ts';
import type { OperationRoute } from './operations.ts';

type Schemas = ContractDocument<unknown>['schemas'];

/** What the contract layer needs besides the handlers: the currencies a request may ask for, and who a bearer token stands for. */
export interface ContractDeps<User> {
  currencies: CurrencyBook;
  /** The user a bearer token stands for, or null when it is expired, revoked or unknown. */
  authenticate: (token: string) => Promise<User | null>;
}

/** Registers every operation of the document that has a handler; each request is validated against the contract first. */
export function registerOperations<User, Ops>(
  app: Hono,
  document: ContractDocument<Ops>,
  handlers: Handlers<User, Ops>,
  deps: ContractDeps<User>,
): Array<OperationRoute<OperationId<Ops>>> {
  const registered: Array<OperationRoute<OperationId<Ops>>> = [];
  for (const route of document.routes) {
    const handler = handlers[route.operationId] as Handler<OperationId<Ops>, User, Ops> | undefined;
    if (!handler) continue;
    registered.push(route);
    app.on(route.method, route.routerPath, (context) => runOperation(context, route, handler, document.schemas, deps));
  }
  return registered;
}

async function runOperation<User, Ops>(
  context: Context,
  route: OperationRoute<OperationId<Ops>>,
  handler: Handler<OperationId<Ops>, User, Ops>,
  schemas: Schemas,
  deps: ContractDeps<User>,
): Promise<Response> {
  const locale = localeOf(context.req.header('Lang'));
  try {
    const currency = resolveCurrency(context.req.header('Currency'), deps.currencies);
    const user = await authenticate(route, context.req.header('Authorization'), deps.authenticate);
    const params = validate(schemas, `${route.operationId}Params`, context.req.param());
    const query = validate(schemas, `${route.operationId}QueryParams`, queryObject(context, schemas[`${route.operationId}QueryParams`]));
    let body: unknown;
    if (route.hasJsonBody) {
      const rawBody = await readJsonBody(context);
      const rules = bodyRulesOf(handler);
      body = validate(schemas, `${route.operationId}Body`, rawBody, rules ? await rules(rawBody) : []);
    }

    let said: { message: Message; params?: MessageParams } = { message: contractMessages.success };
    const input: HandlerInput<OperationId<Ops>, User, Ops> = {
      query: query as never,
      params: params as never,
      body: body as never,
      locale,
      currency,
      user,
      clientAddress: clientAddressOf(context),
      say: (message, params) => {
        said = { message, params };
      },
      context,
    };
    const data = await handler(input);
    return context.json({ code: 200, message: translate(locale, said.message, said.params), data }, 200);
  } catch (error) {
    return errorResponse(context, error, locale);
  }
}

function resolveCurrency(header: string | undefined, currencies: CurrencyBook): Currency {
  if (!header) return currencies.base();
  const currency = currencies.find(header.trim().toUpperCase());
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

/** Checks a value against the contract schema; product rule failures replace the schema's for their fields. */
function validate(schemas: Schemas, schemaName: string, value: unknown, ruleFailures: BodyRuleFailure[] = []): unknown {
  const schema = schemas[schemaName];
  const result = schema?.safeParse(value ?? {}, { reportInput: true });
  const schemaFailures = result && !result.success ? schemaFailuresOf(result.error) : [];
  const failures = [...ruleFailures, ...schemaFailures.filter((failure) => !ruleFailures.some((rule) => rule.field === failure.field))];
  if (failures.length > 0) throw new ValidationError(failures);
  return result ? result.data : (value ?? {});
}

function schemaFailuresOf(error: ZodError): FieldProblem[] {
  return error.issues.map((issue) => {
    const field = issue.path.map(String).join('.') || 'body';
    const missing = issue.code === 'invalid_type' && (issue as { input?: unknown }).input === undefined;
    return { field, message: missing ? contractMessages.required : issue.message };
  });
}

/** Query values as the zod schema expects them: repeated keys and comma lists become arrays where the schema has one. */
function queryObject(context: Context, querySchema: ZodType | undefined): Record<string, unknown> {
  const schema = querySchema as { shape?: Record<string, ZodType> } | undefined;
  const result: Record<string, unknown> = {};
  for (const [name, values] of Object.entries(context.req.queries())) {
    if (name === '_t' && !schema?.shape?._t) continue;
    const fieldSchema = schema?.shape?.[name];
    const toValue: (value: string) => string | number | boolean = expectsNumberLiterals(fieldSchema)
      ? numericOrText
      : expectsBoolean(fieldSchema)
        ? booleanOrText
        : (value) => value;
    if (isArraySchema(fieldSchema)) result[name] = values.flatMap((value) => value.split(',')).filter((value) => value !== '').map(toValue);
    else result[name] = values.length > 1 ? values.map(toValue) : toValue(values[0]!);
  }
  return result;
}

type SchemaNode = { def?: { type?: string; innerType?: unknown; element?: unknown; options?: unknown[]; values?: unknown[] } } | undefined;

/** Strips optional/default/nullable wrappers (and array elements) down to the value schema. */
function unwrap(schema: ZodType | undefined): SchemaNode {
  let current = schema as SchemaNode;
  while (current?.def && ['optional', 'default', 'nullable', 'array', 'prefault'].includes(current.def.type ?? '')) {
    current = (current.def.innerType ?? current.def.element) as SchemaNode;
  }
  return current;
}

/**
 * Integer enums in a query arrive as text; the generated schema compares them
 * with number literals without coercing, so numeric text becomes a number first.
 */
function expectsNumberLiterals(schema: ZodType | undefined): boolean {
  const node = unwrap(schema);
  if (node?.def?.type === 'union') {
    return (node.def.options ?? []).every((option) => {
      const def = (option as SchemaNode)?.def;
      return def?.type === 'literal' && (def.values ?? []).every((value) => typeof value === 'number');
    });
  }
  if (node?.def?.type === 'literal') return (node.def.values ?? []).every((value) => typeof value === 'number');
  return false;
}

/** A coerced boolean would read the text 'false' as true; the query's words become real booleans first. */
function expectsBoolean(schema: ZodType | undefined): boolean {
  return unwrap(schema)?.def?.type === 'boolean';
}

function booleanOrText(value: string): boolean | string {
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return value;
}

function numericOrText(value: string): number | string {
  return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
}

function isArraySchema(schema: ZodType | undefined): boolean {
  let current = schema as { def?: { type?: string; innerType?: unknown } } | undefined;
  while (current?.def) {
    if (current.def.type === 'array') return true;
    current = current.def.innerType as typeof current;
  }
  return false;
}

async function readJsonBody(context: Context): Promise<unknown> {
  const text = await context.req.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw invalidField('body', contractMessages.invalidJson);
  }
}

function clientAddressOf(context: Context): string {
  const incoming = (context.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'local';
}

/** Turns any failure into the catalogue's envelope and HTTP status. */
export function errorResponse(context: Context, error: unknown, locale: LocaleCode): Response {
  if (error instanceof AppError) {
    const status = httpStatusOf[error.code];
    const message = translate(locale, error.reason, error.params);
    if (error instanceof ValidationError) {
      const errors: FieldError[] = error.errors.map((entry) => ({
        field: entry.field,
        message: localizeFieldMessage(entry.message, entry.params, locale),
      }));
      const first = errors[0]!;
      return context.json({ code: 4220, message: `${first.field}: ${first.message}`, data: { errors } }, status);
    }
    if (error.code === 4290) {
      context.header('Retry-After', String(error.retryAfter ?? 1));
      return context.json({ code: 4290, message, data: { retry_after: error.retryAfter ?? 1 } }, status);
    }
    return context.json({ code: error.code, message, data: null }, status);
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
