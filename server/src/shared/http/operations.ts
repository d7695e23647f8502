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
  hasJsonBody: boolean;
}

interface BundledOperation {
  operationId: string;
  security?: Array<Record<string, unknown>>;
  requestBody?: { content: Record<string, unknown> };
}

const require = createRequire(import.meta.url);

function securityOf(requirements: Array<Record<string, unknown>> | undefined): Security {
  if (!requirements || requirements.length === 0) return 'none';
  const anonymousAllowed = requirements.some((requirement) => Object.keys(requirement).length === 0);
  if (anonymousAllowed) return requirements.length > 1 ? 'optional' : 'none';
  return 'required';
}

/** Every operation of a contract document, read from its bundle (e.g. `@chipmart/generated/spec/openapi.json`). */
export function readOperations<Id extends string>(bundleModule: string): Array<OperationRoute<Id>> {
  const bundle = JSON.parse(readFileSync(require.resolve(bundleModule), 'utf8')) as {
    security?: Array<Record<string, unknown>>;
    paths: Record<string, Record<string, BundledOperation>>;
  };
  const routes: Array<OperationRoute<Id>> = [];
  for (const [path, item] of Object.entries(bundle.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!operation || typeof operation !== 'object' || !('operationId' in operation)) continue;
      routes.push({
        operationId: operation.operationId as Id,
        method: method.toUpperCase(),
        path,
        routerPath: path.replace(/\{(\w+)\}/g, ':$1'),
        security: securityOf(operation.security ?? bundle.security),
        hasJsonBody: Boolean(operation.requestBody?.content['application/json']),
      });
    }
  }
  return routes;
}
