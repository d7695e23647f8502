import fc from 'fast-check';
import type { FuzzOperation, JsonSchema } from './operation-list.ts';
import { arbitraryOf, FilePart, type SchemaContext } from './schema-arbitrary.ts';

/**
 * A request to one operation, kept as values until it is sent, so mutations
 * can change any part of it; `send` turns it into a fetch request.
 */
export interface FuzzRequest {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body?: RequestBody;
  /** Who the request claims to be. */
  auth: Auth;
  /** What was done to make it invalid; empty for a request drawn from the document as it is. */
  broken: string;
  /** Whether the document says it must be refused (a 4xx answer). */
  mustBeRefused: boolean;
}

export type Auth = 'signed-in' | 'no token' | 'garbage token' | 'malformed header' | 'other API’s token';

export type RequestBody =
  /** A value sent as its operation's media type (JSON, or a multipart form of its properties). */
  | { kind: 'value'; value: unknown }
  /** Bytes sent as they are, with this Content-Type (none when null). */
  | { kind: 'raw'; contentType: string | null; content: string | Uint8Array }
  /** A multipart form sent to an operation that may take another media type. */
  | { kind: 'form'; form: Array<[string, string]> };

/** Text a mutation puts into the URL exactly as written (already percent-encoded, or deliberately not). */
export class RawText {
  constructor(readonly text: string) {}
  toJSON(): string {
    return `raw:${this.text}`;
  }
}

/** The operation's parameters of one kind as an object schema, so they are drawn like a body. */
function parameterSchema(operation: FuzzOperation, where: 'path' | 'query' | 'header'): JsonSchema {
  const parameters = operation.parameters.filter((parameter) => parameter.in === where);
  return {
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(
      parameters.map((parameter) => [parameter.name, parameter.example !== undefined && parameter.schema.example === undefined ? { ...parameter.schema, example: parameter.example } : parameter.schema]),
    ),
    required: parameters.filter((parameter) => parameter.required || where === 'path').map((parameter) => parameter.name),
  };
}

/** Requests the document allows, signed in as the operation needs. */
export function validRequest(operation: FuzzOperation, context: SchemaContext): fc.Arbitrary<FuzzRequest> {
  // A JSON body is now and then one of the document's examples, whole (an upload's examples describe its file in words).
  const examples = operation.body?.mediaType === 'application/json' ? operation.body.examples : [];
  const values = operation.body ? arbitraryOf(operation.body.schema, context) : undefined;
  const body = values
    ? (examples.length > 0 ? fc.oneof({ arbitrary: values, weight: 3 }, { arbitrary: fc.constantFrom(...examples), weight: 1 }) : values).map((value): RequestBody => ({ kind: 'value', value }))
    : fc.constant(undefined);
  return fc
    .record({
      path: arbitraryOf(parameterSchema(operation, 'path'), context),
      query: arbitraryOf(parameterSchema(operation, 'query'), context),
      headers: arbitraryOf(parameterSchema(operation, 'header'), context),
      body: operation.body && !operation.body.required ? fc.option(body, { nil: undefined }) : body,
    })
    .map(
      ({ path, query, headers, body }): FuzzRequest => ({
        path: path as Record<string, unknown>,
        query: query as Record<string, unknown>,
        headers: headers as Record<string, unknown>,
        body,
        auth: 'signed-in',
        broken: '',
        mustBeRefused: false,
      }),
    );
}

/** A copy deep enough for a mutation to change any value in it. */
export function copyRequest(request: FuzzRequest): FuzzRequest {
  const copy = (value: unknown): unknown => {
    if (value instanceof FilePart || value instanceof RawText || value instanceof Uint8Array) return value;
    if (Array.isArray(value)) return value.map(copy);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, copy(item)]));
    return value;
  };
  return copy(request) as FuzzRequest;
}

export interface Tokens {
  /** The signed-in buyer's shop token (internal API) or the partner's token (partner API). */
  own: string;
  /** A valid token of the other API (a partner token in the shop, a shop token in the partner API). */
  other: string;
}

const urlText = (value: unknown) => (value instanceof RawText ? value.text : encodeURIComponent(typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)));

/** The URL (path and query) and the fetch init of a request. */
export function toFetch(operation: FuzzOperation, request: FuzzRequest, tokens: Tokens): { url: string; init: RequestInit } {
  const path = operation.path.replace(/\{(\w+)\}/g, (_whole, name: string) => (name in request.path ? urlText(request.path[name]) : ''));
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(request.query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) pairs.push(`${encodeURIComponent(name)}=${urlText(item)}`);
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) if (value !== undefined) headers.set(name, String(value));
  const authorization = {
    'signed-in': `Bearer ${tokens.own}`,
    'no token': undefined,
    'garbage token': 'Bearer cmt_not-a-token-0000000000000000000000',
    'malformed header': 'Basic dXNlcjpwYXNz',
    'other API’s token': `Bearer ${tokens.other}`,
  }[request.auth];
  if (authorization) headers.set('Authorization', authorization);
  const init: RequestInit = { method: operation.method, headers };
  const body = request.body;
  if (body?.kind === 'raw') {
    if (body.contentType !== null) headers.set('Content-Type', body.contentType);
    init.body = body.content;
  } else if (body?.kind === 'form') {
    const form = new FormData();
    for (const [name, value] of body.form) form.append(name, value);
    init.body = form;
  } else if (body?.kind === 'value') {
    if (operation.body?.mediaType === 'multipart/form-data' && body.value && typeof body.value === 'object' && !Array.isArray(body.value)) {
      init.body = formOf(body.value as Record<string, unknown>);
    } else {
      headers.set('Content-Type', 'application/json');
      init.body = JSON.stringify(body.value);
    }
  }
  return { url: `${path}${pairs.length > 0 ? `?${pairs.join('&')}` : ''}`, init };
}

/** A multipart form of an object's properties, as the generated clients send one: files as files, objects as JSON, lists as repeated fields. */
function formOf(value: Record<string, unknown>): FormData {
  const form = new FormData();
  const append = (name: string, item: unknown) => {
    if (item instanceof FilePart) form.append(name, new Blob([item.file.bytes as Uint8Array<ArrayBuffer>], { type: item.file.type }), item.file.name);
    else if (item !== null && typeof item === 'object') form.append(name, JSON.stringify(item));
    else form.append(name, String(item));
  };
  for (const [name, item] of Object.entries(value)) {
    if (item === undefined) continue;
    for (const each of Array.isArray(item) ? item : [item]) append(name, each);
  }
  return form;
}
