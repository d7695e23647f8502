import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInspectingProxy, type InspectingProxy } from './support/inspecting-proxy.ts';
import { createCliUser, type CliUser } from './support/run-cli.ts';
import { partnerTarget, signedInUser } from './support/signed-in-user.ts';

const placeArgs = ['orders', 'create', '--sku', '880142', '--num', '100', '--address', '5012', '--billing', '5013', '--shipping', '3'];

let user: CliUser;
beforeAll(async () => {
  user = await signedInUser();
});
afterAll(() => user.remove());

describe('usage errors exit 2', () => {
  it.each([
    ['an unknown command', ['order', 'list']],
    ['an unknown option', ['whoami', '--colour']],
    ['a missing argument', ['goods', 'search']],
    ['a page that is not a number', ['orders', 'list', '--page', 'two']],
    ['a missing required option', ['orders', 'create', '--sku', '880142', '--num', '100']],
    ['--sku without its --num', ['orders', 'create', '--sku', '880142', '--address', '5012', '--billing', '5013', '--shipping', '3']],
    ['a malformed idempotency key', [...placeArgs, '--idempotency-key', 'no spaces']],
    ['a malformed e-mail (before asking for the password)', ['login', '--email', 'purchasing-at-example']],
  ])('for %s', async (_case, args) => {
    const result = await user.run(args);
    expect(result.code).toBe(2);
    expect(result.stderr).not.toBe('');
  });

  it('says which server setting is missing when there is none', async () => {
    const fresh = await createCliUser({ CHIPMART_TOKEN: 'anything' });
    const result = await fresh.run(['whoami']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--base-url');
    await fresh.remove();
  });
});

describe('authentication failures exit 3', () => {
  it('when no one is logged in', async () => {
    const fresh = await createCliUser({ CHIPMART_BASE_URL: partnerTarget().baseUrl });
    const result = await fresh.run(['orders', 'list']);
    expect(result.code).toBe(3);
    expect(result.stderr).toBe('Error: Not logged in (profile "default").\nRun `chipmart login --email you@company.com`, or set CHIPMART_TOKEN.\n');
    await fresh.remove();
  });

  it('reports them to scripts as JSON on stderr with --json', async () => {
    const fresh = await createCliUser({ CHIPMART_BASE_URL: partnerTarget().baseUrl });
    const result = await fresh.run(['orders', 'list', '--json']);
    expect(result.stdout).toBe('');
    expect(JSON.parse(result.stderr)).toEqual({ error: { message: 'Not logged in (profile "default").', hint: expect.stringContaining('chipmart login'), exitCode: 3 } });
    await fresh.remove();
  });
});

describe.runIf(partnerTarget().kind === 'mock')('documented error answers', () => {
  let proxies: InspectingProxy[] = [];
  const through = async (prefer: string) => {
    const proxy = await startInspectingProxy(partnerTarget().baseUrl, prefer);
    proxies.push(proxy);
    return { CHIPMART_BASE_URL: proxy.baseUrl };
  };
  afterAll(async () => {
    await Promise.all(proxies.map((proxy) => proxy.close()));
    proxies = [];
  });

  it('a wrong password exits 3 and says to check it', async () => {
    const fresh = await createCliUser(await through('code=401'));
    const result = await fresh.run(['login', '--email', 'purchasing@schmidt-elektronik.de', '--password-stdin'], { input: 'wrong' });
    expect(result.code).toBe(3);
    expect(result.stderr).toContain('The e-mail address or password is incorrect [4010]');
    await fresh.remove();
  });

  it('an account without API access exits 3 and says where to apply', async () => {
    const fresh = await createCliUser(await through('code=403'));
    const result = await fresh.run(['login', '--email', 'purchasing@schmidt-elektronik.de', '--password-stdin'], { input: 'secret' });
    expect(result.code).toBe(3);
    expect(result.stderr).toContain('My account › API interface');
    await fresh.remove();
  });

  it('an expired token exits 3 and says to log in again', async () => {
    const result = await user.run(['whoami'], { env: await through('code=401, example=sessionExpired') });
    expect(result.code).toBe(3);
    expect(result.stderr).toContain('run `chipmart login` again');
  });

  it('an unknown order exits 4', async () => {
    const result = await user.run(['orders', 'list', '--order-sn', 'CM260230000999'], { env: await through('code=404') });
    expect(result.code).toBe(4);
    expect(result.stderr).toContain('Order CM260230000999 was not found [4040]');
  });

  it('an idempotency key reused for another order exits 5 and says nothing was ordered', async () => {
    const result = await user.run(placeArgs, { env: await through('code=409, example=idempotencyMismatch') });
    expect(result.code).toBe(5);
    expect(result.stderr).toMatch(/was already used with a different request.*\[4090\]/);
    expect(result.stderr).toContain('Nothing was ordered');
  });

  it('input the server refuses exits 2 and lists each field', async () => {
    const result = await user.run(['goods', 'search', 'LM358', '--currency', 'GBP'], { env: await through('code=422') });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('  currencyCode: Currency GBP is not offered on this site');
  });

  it('rate limiting beyond the wait chipmart allows exits 6 with the delay', async () => {
    const env = { ...(await through('code=429')), CHIPMART_MAX_RETRY_WAIT: '5' };
    const result = await user.run(['shipping'], { env });
    expect(result.code).toBe(6);
    expect(result.stderr).toContain('Retry after 30 s.');
  });

  it('a failed order tells scripts the key to repeat it with, as JSON lines on stderr', async () => {
    const result = await user.run([...placeArgs, '--json'], { env: await through('code=500') });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    const [notice, failure] = result.stderr.trim().split('\n').map((line) => JSON.parse(line));
    expect(failure.error).toMatchObject({ exitCode: 1, code: 5000, idempotencyKey: notice.idempotencyKey });
    expect(failure.error.hint).toContain(`Repeat with --idempotency-key ${notice.idempotencyKey}`);
  });

  it('a server failure exits 1 with the request id to quote', async () => {
    const result = await user.run(['shipping'], { env: await through('code=500') });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Request id: req_01JD3X9K2M7Q4V8W6Z5T1R0YBN');
  });
});

describe('answers that drift from the document', () => {
  let drifting: Server;
  let baseUrl: string;
  beforeAll(async () => {
    // A server whose getShipping answers a price as text: the document says number.
    drifting = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ code: 200, message: 'Success', data: [{ shippingId: 3, shippingName: 'DHL Express', shippingTime: '3-5 days', shippingPrice: '35.00' }] }));
    });
    await new Promise<void>((resolve) => drifting.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(drifting.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => drifting.close(() => resolve())));

  it('exit 1, naming the field that does not match', async () => {
    const result = await user.run(['shipping', '--base-url', baseUrl]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('The answer to getShipping does not match the partner API v1 document: data[0].shippingPrice:');
    expect(result.stdout).toBe('');
  });
});

describe('a server that cannot be reached', () => {
  it('exits 1 and says to check the base URL', async () => {
    const result = await user.run(['shipping', '--base-url', 'http://127.0.0.1:9']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Check --base-url');
  });
});
