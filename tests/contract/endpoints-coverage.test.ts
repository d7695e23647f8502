import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documents, listOperations, repoRoot, routeKey, type DocumentName } from './support/documents.ts';

// The product's list of calls, kept in the repository (docs/product/README.md says where it came from).
const endpointsFile = join(repoRoot, 'docs', 'product', 'calls.tsv');

function productCalls(): Array<{ method: string; path: string; document: DocumentName }> {
  if (!existsSync(endpointsFile)) throw new Error(`${endpointsFile} is missing: the product's list of calls is needed to check the contract`);
  const [header, ...rows] = readFileSync(endpointsFile, 'utf8').trim().split('\n');
  expect(header!.split('\t')).toEqual(['method', 'path', 'document']);
  return rows.map((row) => {
    const [method, path, document] = row.split('\t');
    return { method: method!, path: path!, document: document as DocumentName };
  });
}

describe('every call of the product is in its document', () => {
  const calls = productCalls();

  for (const name of Object.keys(documents) as DocumentName[]) {
    it(`the ${name} document has exactly the product's ${name} calls`, () => {
      const expected = calls.filter((call) => call.document === name).map((call) => routeKey(call.method, call.path)).sort();
      const actual = listOperations(name).map((operation) => routeKey(operation.method, operation.path)).sort();
      expect(expected.length).toBeGreaterThan(0);
      expect(actual).toEqual(expected);
    });
  }

  it('names every call in one of the two documents', () => {
    expect(calls.every((call) => call.document in documents)).toBe(true);
  });

  it.each(Object.keys(documents) as DocumentName[])('gives every operation of the %s document a unique operationId', (name) => {
    const ids = listOperations(name).map((operation) => operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
