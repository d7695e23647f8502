import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The two documents, by the name docs/product/calls.tsv gives them. */
export const documents = {
  internal: { source: 'spec/openapi.yaml', bundle: 'generated/spec/openapi.json', zod: 'generated/internal/zod.ts' },
  partner: { source: 'spec/open-api-v1.yaml', bundle: 'generated/spec/open-api-v1.json', zod: 'generated/partner/zod.ts' },
} as const;
export type DocumentName = keyof typeof documents;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export interface Parameter {
  name: string;
  in: 'query' | 'header' | 'path' | 'cookie';
  required?: boolean;
  example?: Json;
  examples?: Record<string, { value: Json }>;
  schema?: JsonObject;
}

export interface MediaType {
  schema?: JsonObject;
  example?: Json;
  examples?: Record<string, { value: Json }>;
}

export interface Operation {
  document: DocumentName;
  method: string;
  path: string;
  operationId: string;
  parameters: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, { content?: Record<string, MediaType>; headers?: Record<string, unknown> }>;
  secured: boolean;
}

const httpMethods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

export function loadBundle(name: DocumentName): JsonObject {
  return JSON.parse(readFileSync(join(repoRoot, documents[name].bundle), 'utf8')) as JsonObject;
}

/** Follows local `#/...` references until a non-reference node is reached. */
export function resolve<T>(document: JsonObject, node: unknown): T {
  let current = node as JsonObject;
  while (current && typeof current === 'object' && typeof current.$ref === 'string') {
    const pointer = (current.$ref as string).replace(/^#\//, '').split('/');
    current = pointer.reduce<Json>(
      (at, key) => (at as JsonObject)[key.replace(/~1/g, '/').replace(/~0/g, '~')] as Json,
      document,
    ) as JsonObject;
  }
  return current as T;
}

export function listOperations(name: DocumentName): Operation[] {
  const document = loadBundle(name);
  const operations: Operation[] = [];
  for (const [path, rawItem] of Object.entries(document.paths as JsonObject)) {
    const item = resolve<JsonObject>(document, rawItem);
    const shared = ((item.parameters as Json[]) ?? []).map((parameter) => resolve<Parameter>(document, parameter));
    for (const method of httpMethods) {
      const operation = item[method] as JsonObject | undefined;
      if (!operation) continue;
      const own = ((operation.parameters as Json[]) ?? []).map((parameter) => resolve<Parameter>(document, parameter));
      const security = (operation.security ?? document.security ?? []) as JsonObject[];
      const responses = Object.fromEntries(
        Object.entries(operation.responses as JsonObject).map(([status, response]) => [status, resolve<Operation['responses'][string]>(document, response)]),
      );
      const requestBody = operation.requestBody ? resolve<Operation['requestBody']>(document, operation.requestBody) : undefined;
      for (const media of Object.values(requestBody?.content ?? {})) {
        if (media.schema) media.schema = resolve<JsonObject>(document, media.schema);
      }
      operations.push({
        document: name,
        method: method.toUpperCase(),
        path,
        operationId: operation.operationId as string,
        parameters: [...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)), ...own],
        requestBody,
        responses,
        // Optional auth is written as an empty requirement next to bearerAuth.
        secured: security.length > 0 && security.every((requirement) => Object.keys(requirement).length > 0),
      });
    }
  }
  return operations;
}

export function exampleOf(holder: { example?: Json; examples?: Record<string, { value: Json }>; schema?: JsonObject }): Json | undefined {
  if (holder.example !== undefined) return holder.example;
  const first = holder.examples && Object.values(holder.examples)[0];
  if (first) return first.value;
  if (holder.schema?.example !== undefined) return holder.schema.example;
  return holder.schema?.default;
}

/** Every named example of a media type, or the single `example`. */
export function namedExamples(media: MediaType): Array<[string, Json]> {
  if (media.examples) return Object.entries(media.examples).map(([exampleName, example]) => [exampleName, example.value]);
  return media.example !== undefined ? [['example', media.example]] : [];
}

/** `/api/user/address/{addressId}` and `/api/user/address/{id}` name the same route. */
export function routeKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{}')}`;
}

const bundles = new Map<DocumentName, JsonObject>();
const cachedBundle = (name: DocumentName) => bundles.get(name) ?? bundles.set(name, loadBundle(name)).get(name)!;

/**
 * Where an operation takes an integer without both a `minimum` and a
 * `maximum` (in a parameter or anywhere in its request body), as
 * `parameter page` or `body.items[].qty`.
 */
export function unboundedIntegers(operation: Operation): string[] {
  const document = cachedBundle(operation.document);
  const found: string[] = [];
  const visit = (node: unknown, where: string, seen: Set<string>): void => {
    if (!node || typeof node !== 'object') return;
    const ref = (node as JsonObject).$ref;
    if (typeof ref === 'string') {
      if (!seen.has(ref)) visit(resolve<JsonObject>(document, node), where, new Set([...seen, ref]));
      return;
    }
    const schema = node as JsonObject;
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    const fixedValues = schema.enum !== undefined || schema.const !== undefined;
    if (types.includes('integer') && !fixedValues && (schema.minimum === undefined || schema.maximum === undefined)) found.push(where);
    for (const [name, property] of Object.entries((schema.properties as JsonObject | undefined) ?? {})) visit(property, `${where}.${name}`, seen);
    if (schema.items) visit(schema.items, `${where}[]`, seen);
    for (const key of ['allOf', 'oneOf', 'anyOf'] as const) for (const part of (schema[key] as Json[] | undefined) ?? []) visit(part, where, seen);
  };
  for (const parameter of operation.parameters) visit(parameter.schema, `parameter ${parameter.name}`, new Set());
  for (const media of Object.values(operation.requestBody?.content ?? {})) visit(media.schema, 'body', new Set());
  return found;
}

/**
 * An operation whose success answer is a file (its bytes under a binary
 * media type) rather than the JSON envelope; its failures are envelopes.
 */
export function isDownload(operation: Operation): boolean {
  const content = operation.responses['200']?.content ?? {};
  return !content['application/json'] && Object.values(content).some((media) => media.schema?.format === 'binary');
}
