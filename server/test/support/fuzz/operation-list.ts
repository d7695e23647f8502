import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Every operation of the two contract documents, read from their bundles
 * (generated/spec/*.json) with what a fuzzer needs: where its parameters
 * travel and their schemas, its request body, and the answers it documents.
 * Schemas keep their `$ref`s; `resolve` follows them in the operation's bundle.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonSchema = { [key: string]: Json };
export type DocumentName = 'internal' | 'partner';

export interface FuzzParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
  /** The parameter's own example (besides any its schema has). */
  example?: Json;
}

export interface FuzzBody {
  mediaType: 'application/json' | 'multipart/form-data';
  required: boolean;
  schema: JsonSchema;
  /** The media type's examples: whole bodies the document shows. */
  examples: Json[];
  /** `x-max-body-bytes`, where the document limits the body. */
  maxBytes?: number;
}

export interface FuzzAnswer {
  /** The envelope's schema (JSON answers). */
  schema?: JsonSchema;
  /** The media types of a file answer (a download's 200). */
  fileTypes?: string[];
}

export interface FuzzOperation {
  document: DocumentName;
  operationId: string;
  method: string;
  path: string;
  security: 'required' | 'optional' | 'none';
  parameters: FuzzParameter[];
  body?: FuzzBody;
  /** The documented answers by HTTP status. */
  answers: Record<string, FuzzAnswer>;
  /** Follows `$ref`s in the operation's own document. */
  resolve: (schema: Json | undefined) => JsonSchema;
}

const require = createRequire(import.meta.url);
const bundles: Record<DocumentName, string> = {
  internal: '@chipmart/generated/spec/openapi.json',
  partner: '@chipmart/generated/spec/open-api-v1.json',
};

type Node = { [key: string]: Json };

function resolverOf(bundle: Node): (schema: Json | undefined) => JsonSchema {
  return (schema) => {
    let current = (schema ?? {}) as Node;
    for (let hops = 0; typeof current.$ref === 'string'; hops++) {
      if (hops > 20) throw new Error(`$ref loop at ${current.$ref}`);
      const pointer = (current.$ref as string).replace(/^#\//, '').split('/');
      current = pointer.reduce<Json>((at, key) => (at as Node)[key.replace(/~1/g, '/').replace(/~0/g, '~')] as Json, bundle) as Node;
    }
    return current;
  };
}

function securityOf(requirements: Json | undefined): FuzzOperation['security'] {
  const list = (requirements ?? []) as Node[];
  if (list.length === 0) return 'none';
  const anonymous = list.some((requirement) => Object.keys(requirement).length === 0);
  return anonymous ? 'optional' : 'required';
}

const methods = ['get', 'put', 'post', 'delete', 'patch'];

/** A media type's `example` or named `examples`. */
function examplesOf(media: Node): Json[] {
  if (media.example !== undefined) return [media.example];
  return Object.values((media.examples ?? {}) as Node).map((example) => (example as Node).value as Json);
}

/** The operations of one document, in its order. */
export function documentOperations(document: DocumentName): FuzzOperation[] {
  const bundle = JSON.parse(readFileSync(require.resolve(bundles[document]), 'utf8')) as Node;
  const resolve = resolverOf(bundle);
  const operations: FuzzOperation[] = [];
  for (const [path, rawItem] of Object.entries(bundle.paths as Node)) {
    const item = resolve(rawItem);
    for (const method of methods) {
      const operation = item[method] as Node | undefined;
      if (!operation) continue;
      const parameters = [...((item.parameters as Json[]) ?? []), ...((operation.parameters as Json[]) ?? [])]
        .map((parameter) => resolve(parameter))
        .filter((parameter) => parameter.in !== 'cookie')
        .map((parameter) => ({
          name: parameter.name as string,
          in: parameter.in as FuzzParameter['in'],
          required: parameter.required === true,
          schema: (parameter.schema ?? {}) as JsonSchema,
          example: parameter.example,
        }));
      const requestBody = operation.requestBody ? resolve(operation.requestBody) : undefined;
      const content = (requestBody?.content ?? {}) as Node;
      const mediaType = (['application/json', 'multipart/form-data'] as const).find((type) => content[type]);
      if (requestBody && !mediaType) throw new Error(`${operation.operationId as string}: no JSON or multipart body to fuzz`);
      const answers: Record<string, FuzzAnswer> = {};
      for (const [status, rawAnswer] of Object.entries(operation.responses as Node)) {
        const answerContent = (resolve(rawAnswer).content ?? {}) as Node;
        const json = answerContent['application/json'] as Node | undefined;
        const fileTypes = Object.entries(answerContent)
          .filter(([, media]) => resolve((media as Node).schema).format === 'binary')
          .map(([type]) => type);
        answers[status] = json ? { schema: (json.schema ?? {}) as JsonSchema } : { fileTypes };
      }
      operations.push({
        document,
        operationId: operation.operationId as string,
        method: method.toUpperCase(),
        path,
        security: securityOf(operation.security ?? bundle.security),
        parameters,
        body: mediaType
          ? {
              mediaType,
              required: requestBody!.required === true,
              schema: ((content[mediaType] as Node).schema ?? {}) as JsonSchema,
              examples: examplesOf(content[mediaType] as Node),
              maxBytes: requestBody!['x-max-body-bytes'] as number | undefined,
            }
          : undefined,
        answers,
        resolve,
      });
    }
  }
  return operations;
}

/** Both documents' operations: the internal API's, then the partner API's. */
export function allOperations(): FuzzOperation[] {
  return [...documentOperations('internal'), ...documentOperations('partner')];
}

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The product's list of calls (docs/product/calls.tsv), as `METHOD /path` with path parameters unnamed, per document. */
export function productCalls(): Array<{ route: string; document: DocumentName }> {
  const [, ...rows] = readFileSync(join(repoRoot, 'docs/product/calls.tsv'), 'utf8').trim().split('\n');
  return rows.map((row) => {
    const [method, path, document] = row.split('\t');
    return { route: routeKey(method!, path!), document: document as DocumentName };
  });
}

/** `/api/user/address/{addressId}` and `/api/user/address/{id}` name the same route. */
export const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{}')}`;
