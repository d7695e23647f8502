import { composeServer, type ComposedServer, type ComposeOptions } from '../../src/app/compose.ts';
import { createHttpApp } from '../../src/app/http-app.ts';
import type { AuthUser } from '../../src/features/identity/index.ts';
import type { OpenDatabase } from '../../src/platform/db/open.ts';
import { internalContract } from '../../src/platform/http/contract-document.ts';
import { httpStatusOf } from '../../src/platform/http/errors.ts';
import type { Handlers } from '../../src/platform/http/handler.ts';
import type { ErrorCode, FileAnswer, HandlerResult, OperationId } from '../../src/platform/http/operation-types.ts';
import { openTestDatabase, type Engine } from './engines.ts';

const { schemas } = internalContract();
const routes = new Map(internalContract().routes.map((route) => [route.operationId, route]));

export interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | Array<string | number> | undefined>;
  body?: unknown;
  /** A raw body, sent as it is (for malformed-request tests). */
  rawBody?: string | Uint8Array | ReadableStream<Uint8Array>;
  /** A multipart/form-data body (an upload); the boundary is set by the request. */
  form?: FormData;
  token?: string;
  headers?: Record<string, string>;
  /** The caller's network address, as the socket would give it (rate limits count per address); `local` unless set. */
  clientAddress?: string;
}

export type CallResult<Id extends OperationId> =
  | { status: 200; code: 200; message: string; data: HandlerResult<Id>; headers: Headers }
  | { status: number; code: ErrorCode; message: string; data: unknown; headers: Headers };

export interface TestServer {
  database: OpenDatabase;
  /** The composed server: its operator functions and timers, as the operator CLI and main.ts use them. */
  composed: ComposedServer;
  /** The server's clock: the test's own, or the real one. */
  now: () => Date;
  /** Calls an operation by its operationId; every answer is checked against the contract. */
  call: <Id extends OperationId>(operationId: Id, options?: CallOptions) => Promise<CallResult<Id>>;
  /** Like call, but fails the test unless the call succeeds, and returns its data. */
  ok: <Id extends OperationId>(operationId: Id, options?: CallOptions) => Promise<HandlerResult<Id>>;
  request: (path: string, init?: RequestInit) => Promise<Response>;
  close: () => Promise<void>;
}

export interface TestServerOptions extends ComposeOptions {
  engine: Engine;
  /** Fills the empty database before the server is composed (e.g. the demo seed). */
  prepare?: (database: OpenDatabase) => Promise<void>;
  /** Serve only these handlers (tests of the contract layer itself). */
  handlers?: Handlers<AuthUser>;
  /** Stands in for identity's sessions, for tests of other features' calls with a signed-in user. */
  authenticate?: ComposedServer['authenticate'];
  /** A built web app to serve as well. */
  webDist?: string;
  /** Receives the web app's serving problems. */
  log?: (message: string) => void;
  /** The configured public origin (PUBLIC_URL); `http://localhost` unless set. */
  publicOrigin?: string;
}

export async function startTestServer(options: TestServerOptions): Promise<TestServer> {
  const database = await openTestDatabase(options.engine);
  await options.prepare?.(database);
  const server = await composeServer(database.db, options);
  const app = createHttpApp(options.authenticate ? { ...server, authenticate: options.authenticate } : server, {
    handlers: options.handlers,
    webDist: options.webDist,
    log: options.log,
    publicOrigin: options.publicOrigin,
  });

  const { call, ok } = contractCaller(async (path, init, clientAddress) =>
    app.request(path, init, clientAddress ? { incoming: { socket: { remoteAddress: clientAddress } } } : undefined),
  );

  return {
    database,
    composed: server,
    now: server.now,
    call,
    ok,
    request: async (path, init) => app.request(path, init),
    close: async () => {
      await server.close();
      await database.close();
    },
  };
}

/** Sends a request to a server: the in-process app, or a server process over HTTP. */
export type SendRequest = (path: string, init: RequestInit, clientAddress?: string) => Promise<Response>;

/** Calls operations by operationId through `send`, checking every answer against the contract. */
export function contractCaller(send: SendRequest): Pick<TestServer, 'call' | 'ok'> {
  const call = async <Id extends OperationId>(operationId: Id, callOptions: CallOptions = {}): Promise<CallResult<Id>> => {
    const route = routes.get(operationId);
    if (!route) throw new Error(`No operation ${operationId} in the contract`);
    let path = route.path;
    for (const [name, value] of Object.entries(callOptions.params ?? {})) path = path.replace(`{${name}}`, encodeURIComponent(String(value)));
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(callOptions.query ?? {})) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
    }
    const headers = new Headers(callOptions.headers);
    if (callOptions.token) headers.set('Authorization', `Bearer ${callOptions.token}`);
    let body: RequestInit['body'] = callOptions.rawBody ?? callOptions.form;
    if (callOptions.body !== undefined) body = JSON.stringify(callOptions.body);
    if (body !== undefined && !callOptions.form && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    const init: RequestInit & { duplex?: 'half' } = { method: route.method, headers, body };
    if (body instanceof ReadableStream) init.duplex = 'half';
    const response = await send(`${path}${search.size ? `?${search}` : ''}`, init, callOptions.clientAddress);
    if (response.status === 200 && route.fileAnswer) {
      const file = fileOf(operationId, route.fileAnswer, response, new Uint8Array(await response.arrayBuffer()));
      return { status: 200, code: 200, message: '', data: file, headers: response.headers } as CallResult<Id>;
    }
    const envelope = (await response.json()) as { code: number; message: string; data: unknown };
    assertMatchesContract(operationId, response.status, envelope);
    return { status: response.status, code: envelope.code, message: envelope.message, data: envelope.data, headers: response.headers } as CallResult<Id>;
  };

  return {
    call,
    ok: async (operationId, callOptions) => {
      const result = await call(operationId, callOptions);
      if (result.code !== 200) throw new Error(`${operationId} failed: ${result.status} ${result.code} ${result.message} ${JSON.stringify(result.data)}`);
      return result.data as HandlerResult<typeof operationId>;
    },
  };
}

/** A download must come as one of its declared media types, to be saved rather than shown or sniffed. */
function fileOf(operationId: OperationId, declared: string[], response: Response, content: Uint8Array): FileAnswer {
  const contentType = response.headers.get('Content-Type') ?? '';
  if (!declared.includes(contentType)) throw new Error(`${operationId} answered ${contentType}; the contract declares ${declared.join(', ')}`);
  if (response.headers.get('X-Content-Type-Options') !== 'nosniff') throw new Error(`${operationId} answered a file without X-Content-Type-Options: nosniff`);
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const name = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
  if (!disposition.startsWith('attachment;') || !name) throw new Error(`${operationId} answered a file that is not an attachment: ${disposition}`);
  return { kind: 'file', content, contentType, fileName: decodeURIComponent(name) };
}

/** Every answer the tests see must be what the contract promises. */
function assertMatchesContract(operationId: OperationId, status: number, envelope: { code: number; message: string; data: unknown }): void {
  if (status === 200) {
    const schema = schemas[`${operationId}Response`];
    if (!schema) throw new Error(`No response schema for ${operationId}`);
    const result = schema.safeParse(envelope);
    if (!result.success) throw new Error(`${operationId} answered outside its contract: ${result.error.message}\n${JSON.stringify(envelope).slice(0, 2000)}`);
    return;
  }
  const expectedStatus = httpStatusOf[envelope.code as ErrorCode];
  if (expectedStatus !== status) throw new Error(`${operationId}: envelope code ${envelope.code} came with HTTP ${status}, the catalogue says ${expectedStatus}`);
  if (typeof envelope.message !== 'string' || envelope.message === '') throw new Error(`${operationId}: failure without a message`);
}
