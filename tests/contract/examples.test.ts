import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { documents, exampleOf, isDownload, listOperations, namedExamples, repoRoot, type DocumentName, type Operation } from './support/documents.ts';

/** orval names a zod schema after the operationId plus a suffix. */
function zodSchema(module: Record<string, unknown>, operation: Operation, suffix: string): ZodType | undefined {
  return module[`${operation.operationId}${suffix}`] as ZodType | undefined;
}

for (const name of Object.keys(documents) as DocumentName[]) {
  describe(`every example of the ${name} document parses with the generated zod schemas`, async () => {
    const zod = (await import(join(repoRoot, documents[name].zod))) as Record<string, unknown>;
    const operations = listOperations(name);

    const downloads = operations.filter(isDownload);
    it.each(downloads.map((operation) => [operation.operationId, operation] as const))('%s: a download declares only binary file types', (_id, operation) => {
      const content = Object.entries(operation.responses['200']?.content ?? {});
      expect(content.length).toBeGreaterThan(0);
      for (const [mediaType, media] of content) expect(media.schema, mediaType).toMatchObject({ type: 'string', format: 'binary' });
    });

    it.each(operations.filter((operation) => !isDownload(operation)).map((operation) => [operation.operationId, operation] as const))('%s: success examples', (_id, operation) => {
      const success = operation.responses['200']?.content?.['application/json'];
      expect(success, 'a 200 JSON response').toBeDefined();
      const examples = namedExamples(success!);
      expect(examples.length, 'at least one success example').toBeGreaterThan(0);
      const schema = zodSchema(zod, operation, 'Response');
      expect(schema, `zod schema ${operation.operationId}Response`).toBeDefined();
      for (const [exampleName, value] of examples) {
        const result = schema!.safeParse(value);
        expect(result.success, `${exampleName}: ${result.error?.message}`).toBe(true);
      }
    });

    it.each(operations.map((operation) => [operation.operationId, operation] as const))('%s: request examples', (_id, operation) => {
      const groups: Array<[string, Operation['parameters']]> = [
        ['Params', operation.parameters.filter((parameter) => parameter.in === 'path')],
        ['QueryParams', operation.parameters.filter((parameter) => parameter.in === 'query')],
      ];
      for (const [suffix, parameters] of groups) {
        const schema = zodSchema(zod, operation, suffix);
        if (!schema) continue;
        const values = Object.fromEntries(parameters.map((parameter) => [parameter.name, exampleOf(parameter)]).filter(([, value]) => value !== undefined));
        const result = schema.safeParse(values);
        expect(result.success, `${suffix}: ${result.error?.message}`).toBe(true);
      }
      const json = operation.requestBody?.content['application/json'];
      if (json) {
        const schema = zodSchema(zod, operation, 'Body');
        expect(schema, `zod schema ${operation.operationId}Body`).toBeDefined();
        for (const [exampleName, value] of namedExamples(json)) {
          const result = schema!.safeParse(value);
          expect(result.success, `${exampleName}: ${result.error?.message}`).toBe(true);
        }
      }
    });
  });
}
