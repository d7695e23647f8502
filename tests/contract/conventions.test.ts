import { describe, expect, it } from 'vitest';
import { listOperations, unboundedIntegers } from './support/documents.ts';

// The rules of spec/README.md that lint cannot see.
describe('every internal operation follows the contract conventions', () => {
  const operations = listOperations('internal');
  const cases = operations.map((operation) => [operation.operationId, operation] as const);

  it.each(cases)('%s takes the common request parts: Lang and the _t sequence, then Currency only before _t', (_id, operation) => {
    const names = operation.parameters.map((parameter) => `${parameter.in}:${parameter.name}`);
    const shared = names.filter((name) => ['header:Lang', 'header:Currency', 'query:_t'].includes(name));
    expect([['header:Lang', 'query:_t'], ['header:Lang', 'header:Currency', 'query:_t']]).toContainEqual(shared);
    expect(names.slice(0, shared.length)).toEqual(shared);
  });

  it.each(cases)('%s documents 422, since its headers are input too', (_id, operation) => {
    expect(Object.keys(operation.responses)).toContain('422');
  });

  it.each(cases)('%s bounds every integer it takes, so no number can overflow the database', (_id, operation) => {
    expect(unboundedIntegers(operation)).toEqual([]);
  });

  it.each(cases)('%s documents a server failure', (_id, operation) => {
    expect(Object.keys(operation.responses)).toContain('500');
  });

  it.each(cases.filter(([, operation]) => operation.secured))('%s, which needs a signed-in user, documents 401', (_id, operation) => {
    expect(Object.keys(operation.responses)).toContain('401');
  });

  it.each(cases.filter(([, operation]) => operation.parameters.some((parameter) => parameter.in === 'path')))(
    '%s, which addresses a record, documents 404',
    (_id, operation) => {
      expect(Object.keys(operation.responses)).toContain('404');
    },
  );

  it.each(cases.filter(([, operation]) => /login|register|verification|captcha|sendcode|emailcode|feedback|subscribe/i.test(operation.path)))(
    '%s, which signs in, checks codes or sends mail, documents 429 with Retry-After',
    (_id, operation) => {
      expect(Object.keys(operation.responses)).toContain('429');
      expect(operation.responses['429']?.headers).toHaveProperty('Retry-After');
    },
  );
});

describe('every partner operation documents rate limiting and failures', () => {
  it.each(listOperations('partner').map((operation) => [operation.operationId, operation] as const))('%s', (_id, operation) => {
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['429', '500']));
    if (operation.secured) expect(Object.keys(operation.responses)).toContain('401');
    if (operation.parameters.length > 0 || operation.requestBody) expect(Object.keys(operation.responses)).toContain('422');
    expect(unboundedIntegers(operation)).toEqual([]);
  });
});
