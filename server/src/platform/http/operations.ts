import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export type Security = 'required' | 'optional' | 'none';

export interface OperationRoute<Id extends string = string> {
  operationId: Id;
  method: string;
  /** OpenAPI path, e.g. /api/manufacturers/{manufacturerId}. */
  path: string;
  /** The same path in the router's syntax, e.g. /api/manufacturers/:manufacturerId. */
  routerPath: string;
  security: Security;
  /** The parameters the document declares, by where they travel. */
  parameters: { path: string[]; query: string[]; header: string[] };
  hasJsonBody: boolean;
  /** The most a JSON body may weigh (`x-max-body-bytes`, else 256 KB); larger ones are refused unread. */
  jsonMaxBytes: number;
  /** The document requires a body (`requestBody.required`): a request without one is refused, even where every field is optional. */
  bodyRequired: boolean;
  /** Set when the body comes as multipart/form-data (an upload): its size limit and which fields are files. */
  multipart: MultipartBody | null;
  /** Every media type the request body may come as (the layer checks JSON and multipart bodies, and refuses to serve others). */
  bodyMediaTypes: string[];
  /** The media types of a success answer that is a file rather than the JSON envelope (a download); null for envelope answers. */
  fileAnswer: string[] | null;
}

export interface MultipartBody {
  /** The whole body may be at most this many bytes (`x-max-body-bytes` of the request body); larger ones are refused unread. */
  maxBytes: number;
  /** Properties of the body schema that are files (`format: binary`), in the schema's order. */
  fileFields: string[];
}

/** What a multipart body may weigh when the document sets no limit: enough for form fields, not for files. */
const DEFAULT_MULTIPART_BYTES = 1_048_576;
/** What a JSON body may weigh when the document sets no limit: a few hundred lines of an order or a cart, not a file. */
const DEFAULT_JSON_BYTES = 262_144;

interface BundledParameter {
  $ref?: string;
  name?: string;
  in?: 'path' | 'query' | 'header' | 'cookie';
}

interface BundledOperation {
  operationId: string;
  security?: Array<Record<string, unknown>>;
  parameters?: BundledParameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: BundledSchema }>; 'x-max-body-bytes'?: number };
  responses?: Record<string, { $ref?: string; content?: Record<string, { schema?: BundledSchema }> }>;
}

interface BundledSchema {
  $ref?: string;
  format?: string;
  properties?: Record<string, BundledSchema>;
}

interface Bundle {
  security?: Array<Record<string, unknown>>;
  paths: Record<string, Record<string, BundledOperation> & { parameters?: BundledParameter[] }>;
  components?: { parameters?: Record<string, BundledParameter>; schemas?: Record<string, BundledSchema> };
}

const require = createRequire(import.meta.url);

function securityOf(requirements: Array<Record<string, unknown>> | undefined): Security {
  if (!requirements || requirements.length === 0) return 'none';
  const anonymousAllowed = requirements.some((requirement) => Object.keys(requirement).length === 0);
  if (anonymousAllowed) return requirements.length > 1 ? 'optional' : 'none';
  return 'required';
}

function parametersOf(bundle: Bundle, declared: BundledParameter[]): OperationRoute['parameters'] {
  const parameters: OperationRoute['parameters'] = { path: [], query: [], header: [] };
  for (const entry of declared) {
    const parameter = entry.$ref ? bundle.components?.parameters?.[entry.$ref.split('/').pop()!] : entry;
    if (!parameter?.name || !parameter.in || parameter.in === 'cookie') continue;
    parameters[parameter.in].push(parameter.name);
  }
  return parameters;
}

function schemaOf(bundle: Bundle, schema: BundledSchema | undefined): BundledSchema | undefined {
  return schema?.$ref ? bundle.components?.schemas?.[schema.$ref.split('/').pop()!] : schema;
}

function multipartOf(bundle: Bundle, operation: BundledOperation): MultipartBody | null {
  const media = operation.requestBody?.content['multipart/form-data'];
  if (!media) return null;
  const properties = schemaOf(bundle, media.schema)?.properties ?? {};
  return {
    maxBytes: operation.requestBody?.['x-max-body-bytes'] ?? DEFAULT_MULTIPART_BYTES,
    fileFields: Object.entries(properties)
      .filter(([, property]) => schemaOf(bundle, property)?.format === 'binary')
      .map(([name]) => name),
  };
}

/** A 200 answer documented only as binary content (no JSON envelope) is a file download. */
function fileAnswerOf(operation: BundledOperation): string[] | null {
  const content = operation.responses?.['200']?.content;
  if (!content || content['application/json']) return null;
  const types = Object.entries(content)
    .filter(([, media]) => media.schema?.format === 'binary')
    .map(([type]) => type);
  return types.length > 0 ? types : null;
}

/** Every operation of a contract document, read from its bundle (e.g. `@chipmart/generated/spec/openapi.json`). */
export function readOperations<Id extends string>(bundleModule: string): Array<OperationRoute<Id>> {
  const bundle = JSON.parse(readFileSync(require.resolve(bundleModule), 'utf8')) as Bundle;
  const routes: Array<OperationRoute<Id>> = [];
  for (const [path, item] of Object.entries(bundle.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!operation || typeof operation !== 'object' || !('operationId' in operation)) continue;
      const bundled = operation as BundledOperation;
      routes.push({
        operationId: bundled.operationId as Id,
        method: method.toUpperCase(),
        path,
        routerPath: path.replace(/\{(\w+)\}/g, ':$1'),
        security: securityOf(bundled.security ?? bundle.security),
        parameters: parametersOf(bundle, [...(item.parameters ?? []), ...(bundled.parameters ?? [])]),
        hasJsonBody: Boolean(bundled.requestBody?.content['application/json']),
        jsonMaxBytes: bundled.requestBody?.['x-max-body-bytes'] ?? DEFAULT_JSON_BYTES,
        bodyRequired: bundled.requestBody?.required === true,
        multipart: multipartOf(bundle, bundled),
        bodyMediaTypes: Object.keys(bundled.requestBody?.content ?? {}),
        fileAnswer: fileAnswerOf(bundled),
      });
    }
  }
  return routes;
}
