import { chmod, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderReferences } from './support/order-references.ts';
import { startInspectingProxy, type InspectingProxy } from './support/inspecting-proxy.ts';
import { createCliUser, type CliUser } from './support/run-cli.ts';
import { partnerTarget } from './support/signed-in-user.ts';

/** Two servers to tell apart: proxies in front of the partner API that record what reaches each. */
let production: InspectingProxy;
let staging: InspectingProxy;
let user: CliUser;
beforeAll(async () => {
  [production, staging] = await Promise.all([startInspectingProxy(partnerTarget().baseUrl), startInspectingProxy(partnerTarget().baseUrl)]);
  user = await createCliUser();
  const { email, password } = partnerTarget();
  for (const [profile, server] of [['default', production], ['staging', staging]] as const) {
    const login = await user.run(['login', '--profile', profile, '--base-url', server.baseUrl, '--email', email, '--password-stdin'], { input: password });
    expect(login.code).toBe(0);
  }
});
afterAll(async () => {
  await Promise.all([production.close(), staging.close(), user.remove()]);
});

const lastRequest = (proxy: InspectingProxy) => proxy.requests.at(-1)!;

describe('profiles', () => {
  it('keep one server and token each in the same file', async () => {
    const config = JSON.parse(await readFile(join(user.configHome, 'chipmart', 'config.json'), 'utf8'));
    expect(Object.keys(config.profiles)).toEqual(['default', 'staging']);
    expect(config.profiles.staging).toMatchObject({ baseUrl: staging.baseUrl, email: partnerTarget().email, token: expect.any(String), expiresAt: expect.any(String) });
  });

  it('are chosen with --profile or CHIPMART_PROFILE', async () => {
    const before = staging.requests.length;
    expect((await user.run(['shipping', '--profile', 'staging'])).code).toBe(0);
    expect((await user.run(['shipping'], { env: { CHIPMART_PROFILE: 'staging' } })).code).toBe(0);
    expect(staging.requests.length).toBe(before + 2);
    expect((await user.run(['shipping'])).code).toBe(0);
    expect(lastRequest(production).url).toMatch(/^\/open-api\/V1\/getShipping/);
  });

  it('lose only their own token on logout', async () => {
    const other = await createCliUser();
    const { email, password } = partnerTarget();
    await other.run(['login', '--base-url', production.baseUrl, '--email', email, '--password-stdin'], { input: password });
    await other.run(['login', '--profile', 'staging', '--base-url', staging.baseUrl, '--email', email, '--password-stdin'], { input: password });
    expect((await other.run(['logout', '--profile', 'staging'])).code).toBe(0);
    expect((await other.run(['whoami', '--profile', 'staging'])).code).toBe(3);
    expect((await other.run(['whoami'])).code).toBe(0);
    await other.remove();
  });
});

describe('overrides from the environment', () => {
  it('CHIPMART_TOKEN replaces the stored token', async () => {
    expect((await user.run(['whoami'], { env: { CHIPMART_TOKEN: 'token-from-the-environment' } })).code).toBe(0);
    expect(lastRequest(production).headers.authorization).toBe('Bearer token-from-the-environment');
  });

  it('CHIPMART_TOKEN works without any login or config file', async () => {
    const fresh = await createCliUser({ CHIPMART_BASE_URL: staging.baseUrl, CHIPMART_TOKEN: 'ci-token' });
    expect((await fresh.run(['orders', 'list'])).code).toBe(0);
    expect(lastRequest(staging).headers.authorization).toBe('Bearer ci-token');
    await fresh.remove();
  });

  it('CHIPMART_BASE_URL and --base-url replace the profile\'s server, the flag first', async () => {
    const before = staging.requests.length;
    expect((await user.run(['shipping'], { env: { CHIPMART_BASE_URL: staging.baseUrl } })).code).toBe(0);
    expect(staging.requests.length).toBe(before + 1);
    const productionBefore = production.requests.length;
    expect((await user.run(['shipping', '--base-url', production.baseUrl], { env: { CHIPMART_BASE_URL: staging.baseUrl } })).code).toBe(0);
    expect(production.requests.length).toBe(productionBefore + 1);
  });
});

describe('what reaches the server', () => {
  it('orders create sends the printed idempotency key and the order as the document describes it', async () => {
    const order = await orderReferences(user);
    const result = await user.run(['orders', 'create', '--sku', String(order.skuId), '--num', String(order.num), ...order.placeArgs, '--remark', 'PO 4500012873', '--json']);
    expect(result.code).toBe(0);
    const sent = lastRequest(production);
    expect(sent.headers['idempotency-key']).toBe(JSON.parse(result.stdout).idempotencyKey);
    expect(JSON.parse(sent.body)).toEqual({
      currencyCode: 'USD',
      purchasedGoods: [{ skuId: order.skuId, num: order.num }],
      addressId: order.addressId,
      billingId: order.billingId,
      shippingId: order.shippingId,
      remark: 'PO 4500012873',
    });
  });

  it('goods search sends the search as query parameters', async () => {
    await user.run(['goods', 'search', 'LM358', '--currency', 'EUR', '--lang', 'de', '--page', '2', '--page-size', '50']);
    const url = new URL(lastRequest(production).url, 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({ keywords: 'LM358', currencyCode: 'EUR', lang: 'de', page: '2', pageSize: '50' });
  });
});

describe('an expired stored token', () => {
  it('is not sent: exit 3 with the time it expired', async () => {
    const path = join(user.configHome, 'chipmart', 'config.json');
    const config = JSON.parse(await readFile(path, 'utf8'));
    config.profiles.old = { ...config.profiles.default, expiresAt: '2020-01-01T00:00:00.000Z' };
    await writeFile(path, JSON.stringify(config));
    const before = production.requests.length;
    const result = await user.run(['whoami', '--profile', 'old']);
    expect(result.code).toBe(3);
    expect(result.stderr).toContain('expired at 2020-01-01T00:00:00.000Z');
    expect(production.requests.length).toBe(before);
  });
});

describe('a config file others can read', () => {
  it('is made private again before use, with a warning', async () => {
    const path = join(user.configHome, 'chipmart', 'config.json');
    await chmod(path, 0o644);
    const result = await user.run(['shipping']);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('was readable by others (mode 644); chipmart set it to 600');
    expect((await stat(path)).mode & 0o777).toBe(0o600);
  });
});
