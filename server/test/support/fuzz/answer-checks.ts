import type { ZodType } from 'zod';
import * as internalSchemas from '@chipmart/generated/internal/zod';
import * as partnerSchemas from '@chipmart/generated/partner/zod';
import { httpStatusOf } from '../../../src/platform/http/errors.ts';
import type { ErrorCode } from '../../../src/platform/http/operation-types.ts';
import { schemaProblems } from './json-schema-check.ts';
import type { FuzzOperation } from './operation-list.ts';
import type { FuzzRequest } from './requests.ts';

/**
 * What an answer must be, whatever was asked: a status the operation
 * documents, never a 500; the documented envelope, valid against that
 * answer's schema (the generated zod schema for a success, the document's
 * JSON schema for a failure); a refusal when the request broke the
 * document; and no trace of the server's insides (stack frames, SQL).
 */

export interface Answer {
  status: number;
  headers: Headers;
  /** The body as text (a file answer's bytes are not read as text). */
  text: string;
}

const zodSchemas: Record<FuzzOperation['document'], Record<string, ZodType | undefined>> = {
  internal: internalSchemas as unknown as Record<string, ZodType | undefined>,
  partner: partnerSchemas as unknown as Record<string, ZodType | undefined>,
};

/** Text that only the server's insides write: stack frames, source paths, SQL and the database's own errors. */
export const LEAKS: Array<[string, RegExp]> = [
  ['a stack frame', / {4}at /],
  ['a source file', /\.ts:\d/],
  ['a dependency path', /node_modules/],
  ['SQL', /\bselect [\w"*(]/],
  ['SQL', /\binsert into\b/i],
  ['a database error', /syntax error at/i],
  ['a database error', /duplicate key/i],
  ['a database error', /\bviolates\b/i],
];

export function leaksIn(text: string): string[] {
  return LEAKS.filter(([, pattern]) => pattern.test(text)).map(([what, pattern]) => `${what} (${pattern}): …${excerpt(text, pattern)}…`);
}

const excerpt = (text: string, pattern: RegExp) => {
  const at = text.search(pattern);
  return text.slice(Math.max(0, at - 60), at + 100);
};

/**
 * How a request the document refuses may be answered: 422 for broken input
 * (404 when an empty path parameter makes it another path); 401 for a
 * missing or unknown token, or 422 when a header the layer checks first is
 * refused; 429 whenever a rate limit was reached first.
 */
function expectedRefusals(operation: FuzzOperation, request: FuzzRequest): number[] {
  if (request.auth !== 'signed-in') return [401, 422, 429];
  const emptyPath = operation.parameters.some((parameter) => parameter.in === 'path' && (request.path[parameter.name] ?? '') === '');
  return emptyPath ? [404, 422, 429] : [422, 429];
}

/** The problems of one answer; none when it is what the document promises. */
export function answerProblems(operation: FuzzOperation, request: FuzzRequest, answer: Answer): string[] {
  const problems: string[] = [];
  const documented = Object.keys(operation.answers);
  if (answer.status === 500) problems.push('answered 500 (internal error)');
  else if (!documented.includes(String(answer.status))) problems.push(`answered HTTP ${answer.status}, which it does not document (${documented.join(', ')})`);
  if (request.mustBeRefused) {
    const refusals = expectedRefusals(operation, request);
    if (!refusals.includes(answer.status)) problems.push(`answered ${answer.status} to a request the document refuses (${request.broken}), not ${refusals.join(' or ')}`);
  }
  problems.push(...leaksIn(answer.text));

  const fileTypes = operation.answers[String(answer.status)]?.fileTypes ?? [];
  if (answer.status === 200 && fileTypes.length > 0) {
    const contentType = answer.headers.get('Content-Type') ?? '';
    if (!fileTypes.includes(contentType)) problems.push(`a file answer came as ${contentType}, not ${fileTypes.join(' or ')}`);
    return problems;
  }
  let envelope: { code?: unknown; message?: unknown; data?: unknown };
  try {
    envelope = JSON.parse(answer.text) as typeof envelope;
  } catch {
    return [...problems, `the answer is not JSON: ${answer.text.slice(0, 200)}`];
  }
  if (!envelope || typeof envelope !== 'object' || typeof envelope.code !== 'number' || typeof envelope.message !== 'string' || !('data' in envelope)) {
    return [...problems, `the answer is not the envelope: ${answer.text.slice(0, 200)}`];
  }
  const expectedStatus = envelope.code === 200 ? 200 : httpStatusOf[envelope.code as ErrorCode];
  if (expectedStatus !== answer.status) problems.push(`envelope code ${envelope.code} came with HTTP ${answer.status}; the catalogue says ${expectedStatus}`);
  if (answer.status === 200) {
    const schema = zodSchemas[operation.document][`${operation.operationId}Response`];
    const checked = schema?.safeParse(envelope);
    if (!checked) problems.push(`no generated response schema ${operation.operationId}Response`);
    else if (!checked.success) problems.push(`the success answer breaks its schema: ${checked.error.message.slice(0, 1500)}`);
  } else {
    const schema = operation.answers[String(answer.status)]?.schema;
    if (schema) problems.push(...schemaProblems(envelope, schema, operation, 'answer').map((problem) => `the ${answer.status} answer breaks its schema: ${problem}`));
    if (envelope.message === '') problems.push('a failure without a message');
  }
  if (answer.status === 429 && !/^\d+$/.test(answer.headers.get('Retry-After') ?? '')) problems.push('a 429 without a Retry-After header');
  if (operation.document === 'partner' && (!answer.headers.get('RateLimit-Policy') || !answer.headers.get('RateLimit'))) {
    problems.push('a partner answer without the RateLimit-Policy and RateLimit fields');
  }
  return problems;
}
