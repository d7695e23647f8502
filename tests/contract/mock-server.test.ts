import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { documents, isDownload, listOperations, namedExamples, repoRoot, type DocumentName } from './support/documents.ts';
import { startPrism, type RunningMock } from './support/prism.ts';
import { exampleRequest } from './support/requests.ts';

/** The error catalogue: the HTTP status each envelope code travels with. */
const httpStatusOfCode: Record<number, number> = {
  4001: 401,
  4010: 401,
  4030: 403,
  4040: 404,
  4090: 409,
  4220: 422,
  4290: 429,
  5000: 500,
};

interface Envelope {
  code: number;
  message: string;
  data: unknown;
}

for (const name of Object.keys(documents) as DocumentName[]) {
  describe(`the ${name} mock answers every operation from the contract`, () => {
    let mock: RunningMock;
    let zod: Record<string, unknown>;
    const operations = listOperations(name);

    beforeAll(async () => {
      zod = (await import(join(repoRoot, documents[name].zod))) as Record<string, unknown>;
      mock = await startPrism(documents[name].bundle);
    });
    afterAll(async () => {
      await mock?.stop();
    });

    it.each(operations.filter(isDownload).map((operation) => [operation.operationId, operation] as const))(
      '%s answers a valid request with a file of a declared type',
      async (_id, operation) => {
        const { url, init } = exampleRequest(operation, mock.baseUrl);
        const headers = new Headers(init.headers);
        headers.set('Accept', Object.keys(operation.responses['200']!.content!).join(', '));
        const response = await fetch(url, { ...init, headers });
        expect(response.status).toBe(200);
        expect(Object.keys(operation.responses['200']!.content!)).toContain(response.headers.get('Content-Type')?.split(';')[0]);
      },
    );

    it.each(operations.filter((operation) => !isDownload(operation)).map((operation) => [operation.operationId, operation] as const))(
      '%s answers a valid request with an envelope whose data matches the schema',
      async (_id, operation) => {
        const { url, init } = exampleRequest(operation, mock.baseUrl);
        const response = await fetch(url, init);
        const body = (await response.json()) as Envelope;
        expect(response.status, JSON.stringify(body)).toBe(200);
        expect(body.code).toBe(200);
        expect(typeof body.message).toBe('string');
        expect(body).toHaveProperty('data');
        const schema = zod[`${operation.operationId}Response`] as ZodType;
        const parsed = schema.safeParse(body);
        expect(parsed.success, parsed.error?.message).toBe(true);
      },
    );

    const errorCases = operations.flatMap((operation) =>
      Object.entries(operation.responses)
        .filter(([status]) => Number(status) >= 400)
        .flatMap(([status, response]) =>
          namedExamples(response.content?.['application/json'] ?? {}).map(([exampleName, value]) => [
            `${operation.operationId} ${status} ${exampleName}`,
            operation,
            Number(status),
            exampleName,
            (value as unknown as Envelope).code,
          ] as const),
        ),
    );

    it('documents error responses with named examples for every operation', () => {
      for (const operation of operations) {
        expect(errorCases.some(([, errorOperation]) => errorOperation === operation), operation.operationId).toBe(true);
      }
    });

    it.each(errorCases)('%s comes back on request', async (_label, operation, status, exampleName, code) => {
      expect(httpStatusOfCode[code], `code ${code} is in the catalogue`).toBe(status);
      const { url, init } = exampleRequest(operation, mock.baseUrl);
      const headers = new Headers(init.headers);
      headers.set('Prefer', `code=${status}, example=${exampleName}`);
      const response = await fetch(url, { ...init, headers });
      const body = (await response.json()) as Envelope;
      expect(response.status).toBe(status);
      expect(body.code).toBe(code);
      expect(body.message.length).toBeGreaterThan(0);
      if (status === 429) expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
    });
  });
}
