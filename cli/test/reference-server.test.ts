import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCliUser, type CliUser } from './support/run-cli.ts';
import { startReferenceServer, type ReferenceServer } from './support/reference-server.ts';

type Goods = { lists: { partNumber: string; salesData: { skuId: number; stock: number; moq: number }[] }[] };
type Whoami = { basicData: { email: string }; addressData: { addressId: number }[] };
type Shipping = { shippingId: number; shippingPrice: number }[];
type Orders = { lists: { orderSn: string }[] };

/** The partner's whole scripted day against the reference server: sign in, find a part, order it, find the order. */
describe('the CLI against the reference server', () => {
  let server: ReferenceServer;
  let user: CliUser;
  const json = async <T>(args: string[]): Promise<T> => {
    const result = await user.run([...args, '--json']);
    expect(result.code, result.stderr).toBe(0);
    return JSON.parse(result.stdout) as T;
  };

  beforeAll(async () => {
    server = await startReferenceServer();
    user = await createCliUser();
  }, 180_000);
  afterAll(async () => {
    await user?.remove();
    await server?.stop();
  });

  it('signs in as the demo partner with the password on stdin and keeps the token to itself', async () => {
    const result = await user.run(['login', '--base-url', server.baseUrl, '--email', server.partner.email, '--password-stdin'], { input: server.partner.password });
    expect(result.code, result.stderr).toBe(0);
    expect((await stat(join(user.configHome, 'chipmart', 'config.json'))).mode & 0o777).toBe(0o600);
    expect((await json<Whoami>(['whoami'])).basicData.email).toBe(server.partner.email);
  });

  it('finds a part, orders it at its minimum once whatever the retries, and finds the order in the list', async () => {
    const goods = await json<Goods>(['goods', 'search', 'LM358']);
    const offer = goods.lists.flatMap((item) => item.salesData).find((sale) => sale.stock >= sale.moq);
    expect(offer, 'an LM358 offer in stock').toBeDefined();
    const { addressData } = await json<Whoami>(['whoami']);
    const [cheapest] = (await json<Shipping>(['shipping'])).sort((a, b) => a.shippingPrice - b.shippingPrice);
    const address = String(addressData[0]!.addressId);
    const orderOf = (pieces: number) => ['orders', 'create', '--sku', String(offer!.skuId), '--num', String(pieces), '--address', address, '--billing', address, '--shipping', String(cheapest!.shippingId)];
    const order = orderOf(offer!.moq);

    const first = await user.run([...order, '--idempotency-key', 'cli-reference-0001', '--json']);
    expect(first.code, first.stderr).toBe(0);
    const placed = JSON.parse(first.stdout) as { orderSn: string };
    // A retry with the same key answers the same order; another order under it is refused as a conflict (exit 5).
    expect(await json<{ orderSn: string }>([...order, '--idempotency-key', 'cli-reference-0001'])).toEqual(placed);
    const other = await user.run([...orderOf(offer!.moq * 2), '--idempotency-key', 'cli-reference-0001']);
    expect(other.code, other.stderr).toBe(5);

    const found = await json<Orders>(['orders', 'list', '--order-sn', placed.orderSn]);
    expect(found.lists.map((entry) => entry.orderSn)).toEqual([placed.orderSn]);
  });

  it('answers a token the server does not know with exit 3 and a way out', async () => {
    const result = await user.run(['whoami'], { env: { CHIPMART_TOKEN: 'not-a-real-token' } });
    expect(result.code).toBe(3);
    expect(result.stderr).toMatch(/login/);
  });
});
