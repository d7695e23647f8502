import { request } from 'node:http';
import { internalContract } from '../../../src/platform/http/contract-document.ts';
import { httpStatusOf } from '../../../src/platform/http/errors.ts';
import type { BodyOf, ErrorCode, OperationId, SuccessData } from '../../../src/platform/http/operation-types.ts';

const routes = new Map(internalContract().routes.map((route) => [route.operationId, route]));
const { schemas } = internalContract();

/** What a client got back: a whole answer it could read, or nothing (the connection broke or was refused). */
export type CallOutcome<Id extends OperationId> =
  | { answered: true; status: 200; code: 200; message: string; data: SuccessData<Id>; breach?: string }
  | { answered: true; status: number; code: ErrorCode; message: string; data: unknown; breach?: string }
  | { answered: false; error: string };

export interface ShopCall<Id extends OperationId> {
  operationId: Id;
  token: string;
  body: BodyOf<Id>;
  headers?: Record<string, string>;
}

/**
 * One call of the internal API over real HTTP, on a connection of its own
 * (no keep-alive: a connection of the killed server is never reused). An
 * answer counts only when its whole body arrived; it is then checked
 * against the contract like every answer the server tests see.
 */
export function callShop<Id extends OperationId>(origin: string, call: ShopCall<Id>): Promise<CallOutcome<Id>> {
  const route = routes.get(call.operationId);
  if (!route) throw new Error(`No operation ${call.operationId} in the contract`);
  const payload = JSON.stringify(call.body);
  const url = new URL(route.path, origin);
  return new Promise((resolve) => {
    const sent = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: route.method,
        agent: false,
        // A server that holds a request this long is stuck, not slow: the call counts as unanswered.
        timeout: 30_000,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload), Authorization: `Bearer ${call.token}`, ...call.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', (error) => resolve({ answered: false, error: error.message }));
        response.on('aborted', () => resolve({ answered: false, error: 'answer cut off' }));
        response.on('end', () => {
          if (!response.complete) return resolve({ answered: false, error: 'answer cut off' });
          const status = response.statusCode ?? 0;
          const text = Buffer.concat(chunks).toString('utf8');
          let envelope: { code: number; message: string; data: unknown };
          try {
            envelope = JSON.parse(text) as typeof envelope;
          } catch {
            return resolve({ answered: true, status, code: 5000, message: text.slice(0, 200), data: null, breach: `${call.operationId} answered HTTP ${status} without an envelope` });
          }
          const breach = contractBreach(call.operationId, status, envelope);
          resolve({ answered: true, status, code: envelope.code, message: envelope.message, data: envelope.data, ...(breach ? { breach } : {}) } as CallOutcome<Id>);
        });
      },
    );
    sent.on('timeout', () => sent.destroy(new Error('no answer within 30 s')));
    sent.on('error', (error: NodeJS.ErrnoException) => resolve({ answered: false, error: error.code ?? error.message }));
    sent.end(payload);
  });
}

/** Why an answer is not what the contract promises, or undefined when it is. */
function contractBreach(operationId: OperationId, status: number, envelope: { code: number; message: string; data: unknown }): string | undefined {
  if (status === 200) {
    const parsed = schemas[`${operationId}Response`]?.safeParse(envelope);
    return parsed?.success ? undefined : `${operationId} answered outside its contract: ${JSON.stringify(envelope).slice(0, 500)}`;
  }
  const expected = httpStatusOf[envelope.code as ErrorCode];
  return expected === status ? undefined : `${operationId}: envelope code ${envelope.code} came with HTTP ${status}, the catalogue says ${expected}`;
}
