import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { OperationId } from './operation-types.ts';

export type Security = 'required' | 'optional' | 'none';

export interface OperationRoute {
  operationId: OperationId;
  method: string;
  /** OpenAPI path, e.g. /api/manufacturers/{manufacturerId}. */
  path: string;
  /** The same path in the router's syntax, e.g. /api/manufacturers/:manufacturerId. */
  routerPath: string;
  security: Security;
  hasJsonBody: boolean;
}

interface BundledOperation {
  operationId: OperationId;
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

/** Every operation of the internal contract, read from the bundled document. */
export function readInternalOperations(): OperationRoute[] {
  const bundle = JSON.parse(readFileSync(require.resolve('@chipmart/generated/spec/openapi.json'), 'utf8')) as {
    security?: Array<Record<string, unknown>>;
    paths: Record<string, Record<string, BundledOperation>>;
  };
  const routes: OperationRoute[] = [];
  for (const [path, item] of Object.entries(bundle.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!operation || typeof operation !== 'object' || !('operationId' in operation)) continue;
      routes.push({
        operationId: operation.operationId,
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
