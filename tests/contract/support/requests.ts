import { exampleOf, type Operation } from './documents.ts';

/** A valid request for an operation, built only from the examples the document gives. */
export function exampleRequest(operation: Operation, baseUrl: string): { url: string; init: RequestInit } {
  let path = operation.path;
  const query = new URLSearchParams();
  const headers = new Headers({ Accept: 'application/json' });
  for (const parameter of operation.parameters) {
    const value = exampleOf(parameter);
    if (value === undefined || value === null) {
      if (parameter.required) throw new Error(`${operation.operationId}: required parameter ${parameter.name} has no example`);
      continue;
    }
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
    if (parameter.in === 'query') for (const item of Array.isArray(value) ? value : [value]) query.append(parameter.name, String(item));
    if (parameter.in === 'header') headers.set(parameter.name, String(value));
  }
  // Public calls ignore the token, signed-in calls need one: sending it always keeps one path.
  headers.set('Authorization', 'Bearer 3q9V7nW2xPz8L1mK5tR0yB4cD6fG');

  let body: BodyInit | undefined;
  const content = operation.requestBody?.content ?? {};
  if (content['application/json']) {
    const example = exampleOf(content['application/json']);
    if (example === undefined) throw new Error(`${operation.operationId}: JSON request body has no example`);
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(example);
  } else if (content['multipart/form-data']) {
    body = multipartExample(operation, content['multipart/form-data']);
  }
  const search = query.toString();
  return { url: `${baseUrl}${path}${search ? `?${search}` : ''}`, init: { method: operation.method, headers, body } };
}

function multipartExample(operation: Operation, media: NonNullable<Operation['requestBody']>['content'][string]): FormData {
  const example = (exampleOf(media) ?? {}) as Record<string, unknown>;
  const properties = (media.schema?.properties ?? {}) as Record<string, { format?: string; type?: string; items?: { format?: string } }>;
  const form = new FormData();
  for (const [name, property] of Object.entries(properties)) {
    const isFile = property.format === 'binary' || property.items?.format === 'binary';
    if (isFile) {
      form.append(name, new Blob(['Part Number,Manufacturer,Quantity\nSTM32F103C8T6,STMicroelectronics,100\n'], { type: 'text/csv' }), 'bom.csv');
      continue;
    }
    const value = example[name];
    if (value === undefined) continue;
    // A list travels as one part per item, an object as JSON (what the generated clients send).
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, typeof item === 'object' ? JSON.stringify(item) : String(item));
  }
  if ([...form.keys()].length === 0) throw new Error(`${operation.operationId}: multipart body has no fields`);
  return form;
}
