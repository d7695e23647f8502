import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { ZodError, ZodType } from 'zod';
import * as contractSchemas from '@chipmart/generated/internal/zod';
import { localeCodeValues } from '@chipmart/generated/internal/types';
import { FALLBACK_LOCALE, isMessageKey, translate, type MessageKey } from '../i18n/messages.ts';
import type { Services } from '../../app/services.ts';
import { AppError, httpStatusOf, invalidField, sessionExpired, unauthenticated, ValidationError } from './errors.ts';
import { bodyRulesOf, type AuthUser, type BodyRuleFailure, type Handler, type Handlers, type HandlerInput } from './handler.ts';
import type { FieldError, LocaleCode, OperationId } from './operation-types.ts';
import { readInternalOperations, type OperationRoute } from './operations.ts';

const schemas = contractSchemas as unknown as Record<string, ZodType | undefined>;
/** The contract's locale list (LocaleCode), generated from the spec. */
const locales: readonly LocaleCode[] = localeCodeValues;

/** Unknown or missing Lang falls back to English, as the contract says; it is never an error. */
export function localeOf(header: string | undefined): LocaleCode {
  const wanted = header?.trim().toLowerCase();
  return locales.find((locale) => locale === wanted) ?? FALLBACK_LOCALE;
}

/** Registers every operation that has a handler; each request is validated against the contract first. */
export function registerOperations(app: Hono, handlers: Handlers, services: Services): OperationRoute[] {
  const registered: OperationRoute[] = [];
  for (const route of readInternalOperations()) {
    const handler = handlers[route.operationId] as Handler<OperationId> | undefined;
    if (!handler) continue;
    registered.push(route);
    app.on(route.method, route.routerPath, (context) => runOperation(context, route, handler, services));
  }
  return registered;
}

async function runOperation(context: Context, route: OperationRoute, handler: Handler<OperationId>, services: Services): Promise<Response> {
  const locale = localeOf(context.req.header('Lang'));
  try {
    const currency = resolveCurrency(context.req.header('Currency'), services);
    const user = await authenticate(route, context.req.header('Authorization'), services);
    const params = validate(`${route.operationId}Params`, context.req.param());
    const query = validate(`${route.operationId}QueryParams`, queryObject(context, `${route.operationId}QueryParams`));
    let body: unknown;
    if (route.hasJsonBody) {
      const rawBody = await readJsonBody(context);
      const rules = bodyRulesOf(handler);
      body = validate(`${route.operationId}Body`, rawBody, rules ? await rules(rawBody, services) : []);
    }

    let message: { key: MessageKey; params?: Record<string, string | number> } = { key: 'success' };
    const input: HandlerInput<OperationId> = {
      query: query as never,
      params: params as never,
      body: body as never,
      locale,
      currency,
      user,
      clientAddress: clientAddressOf(context),
      services,
      say: (key, params) => {
        message = { key, params };
      },
      context,
    };
    const data = await handler(input);
    return context.json({ code: 200, message: translate(locale, message.key, message.params), data }, 200);
  } catch (error) {
    return errorResponse(context, error, locale);
  }
}

function resolveCurrency(header: string | undefined, services: Services) {
  if (!header) return services.currencies.base();
  const currency = services.currencies.find(header.trim().toUpperCase());
  if (!currency) throw invalidField('Currency', 'validation.unknownCurrency');
  return currency;
}

async function authenticate(route: OperationRoute, authorization: string | undefined, services: Services): Promise<AuthUser | undefined> {
  if (route.security === 'none') return undefined;
  const token = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '')?.[1];
  if (!token) {
    if (route.security === 'required') throw unauthenticated();
    return undefined;
  }
  const user = await services.authenticate(token);
  if (!user) throw sessionExpired();
  return user;
}

/** Checks a value against the contract schema; product rule failures replace the schema's for their fields. */
function validate(schemaName: string, value: unknown, ruleFailures: BodyRuleFailure[] = []): unknown {
  const schema = schemas[schemaName];
  const result = schema?.safeParse(value ?? {}, { reportInput: true });
  const schemaFailures = result && !result.success ? schemaFailuresOf(result.error) : [];
  const failures = [...ruleFailures, ...schemaFailures.filter((failure) => !ruleFailures.some((rule) => rule.field === failure.field))];
  if (failures.length > 0) throw new ValidationError(failures);
  return result ? result.data : (value ?? {});
}

function schemaFailuresOf(error: ZodError): BodyRuleFailure[] {
  return error.issues.map((issue) => {
    const field = issue.path.map(String).join('.') || 'body';
    const missing = issue.code === 'invalid_type' && (issue as { input?: unknown }).input === undefined;
    return { field, message: missing ? 'validation.required' : issue.message };
  });
}

/** Query values as the zod schema expects them: repeated keys and comma lists become arrays where the schema has one. */
function queryObject(context: Context, schemaName: string): Record<string, unknown> {
  const schema = schemas[schemaName] as { shape?: Record<string, ZodType> } | undefined;
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
    throw invalidField('body', 'validation.invalidJson');
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
    const message = translate(locale, error.messageKey, error.params);
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
  return context.json({ code: 5000, message: translate(locale, 'error.internal'), data: { request_id: requestId } }, 500);
}

function localizeFieldMessage(message: string, params: Record<string, string | number> | undefined, locale: LocaleCode): string {
  if (isMessageKey(message)) return translate(locale, message, params);
  // A rule's own wording (from the schema) is English; other languages get the generic text.
  return locale === 'en' ? message : translate(locale, 'validation.invalid');
}
