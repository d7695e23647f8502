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
  /** Every media type the request body may come as (the layer checks JSON bodies only, and refuses to serve others). */
  bodyMediaTypes: string[];
}

interface BundledParameter {
  $ref?: string;
  name?: string;
  in?: 'path' | 'query' | 'header' | 'cookie';
}

interface BundledOperation {
  operationId: string;
  security?: Array<Record<string, unknown>>;
  parameters?: BundledParameter[];
  requestBody?: { content: Record<string, unknown> };
}

interface Bundle {
  security?: Array<Record<string, unknown>>;
  paths: Record<string, Record<string, BundledOperation> & { parameters?: BundledParameter[] }>;
  components?: { parameters?: Record<string, BundledParameter> };
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
        bodyMediaTypes: Object.keys(bundled.requestBody?.content ?? {}),
      });
    }
  }
  return routes;
}
