import { connect } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listen } from '../src/app/listen.ts';
import { describeEachEngine } from './support/engines.ts';
import { failedFields, insertIdentityReferenceData, TEST_PASSWORD_COST } from './support/identity-fixtures.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const KB = 1024;

/** A body that never ends, counting how many bytes the server pulled from it. */
function endlessBody(chunkBytes = 16 * KB) {
  const pulled = { bytes: 0 };
  const chunk = new TextEncoder().encode('['.padEnd(chunkBytes, ' '));
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled.bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled };
}

describeEachEngine('request size and time limits', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ engine, mailLog: () => {}, passwordCostLog2: TEST_PASSWORD_COST, prepare: ({ db }) => insertIdentityReferenceData(db) });
  });
  afterAll(async () => server?.close());

  it('refuses a JSON body past 256 KB after reading no more than that, naming the body', async () => {
    const { stream, pulled } = endlessBody();
    const refused = await server.call('loginUser', { rawBody: stream, headers: { 'Content-Type': 'application/json' } });
    expect([refused.status, ...failedFields(refused)]).toEqual([422, 'body']);
    expect(refused.message).toBe('body: The request body is too large: at most 256 KB');
    // The stream's own buffering may pull a chunk or two ahead; never the rest of an endless body.
    expect(pulled.bytes).toBeLessThan(256 * KB + 64 * KB);
  });

  it('refuses a body that declares 100 MB before reading any of it', async () => {
    const { stream, pulled } = endlessBody();
    const refused = await server.call('loginUser', {
      rawBody: stream,
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(100 * 1024 * KB) },
    });
    expect([refused.status, ...failedFields(refused)]).toEqual([422, 'body']);
    expect(pulled.bytes).toBeLessThanOrEqual(16 * KB);
  });

  it('refuses a body that is not JSON, and JSON that is not UTF-8 text, each with its own reason', async () => {
    const form = await server.call('loginUser', { rawBody: 'email=a@b.example', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect([form.status, ...failedFields(form)]).toEqual([422, 'Content-Type']);
    const latin1 = await server.call('loginUser', { rawBody: new Uint8Array([0x7b, 0x22, 0xe9, 0x22, 0x3a, 0x31, 0x7d]), headers: { 'Content-Type': 'application/json' } });
    expect([latin1.status, ...failedFields(latin1)]).toEqual([422, 'body']);
  });

  it('refuses a body past 1 MB on the routes outside the contract (payment notifications) with 413', async () => {
    const { stream, pulled } = endlessBody(64 * KB);
    const response = await server.request('/payments/alipay/notify', { method: 'POST', body: stream, headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, duplex: 'half' } as RequestInit);
    expect(response.status).toBe(413);
    expect(pulled.bytes).toBeLessThan(1024 * KB + 256 * KB);
  });
});

it('cuts off a client that sends its headers too slowly', async () => {
  const { Hono } = await import('hono');
  const app = new Hono().get('/', (context) => context.text('hello'));
  const port = await new Promise<number>((resolve) => {
    const server = listen(app, 0, (info) => resolve(info.port), { headersMs: 300, requestMs: 600, keepAliveMs: 300, checkEveryMs: 100 });
    afterAll(() => new Promise<void>((done) => server.close(() => done())));
  });
  const socket = connect(port, '127.0.0.1');
  const answer = await new Promise<string>((resolve, reject) => {
    let received = '';
    socket.on('connect', () => socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n'));
    socket.on('data', (data) => (received += data.toString()));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
  // Node answers 408 Request Timeout and closes the connection; the request never reached the app.
  expect(answer).toMatch(/^HTTP\/1\.1 408/);
});
