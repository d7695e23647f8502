import { execFile } from 'node:child_process';
import { stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderReferences, searchKeywords, type OrderReferences } from './support/order-references.ts';
import { createCliUser, type CliUser } from './support/run-cli.ts';
import { partnerTarget, signedInUser } from './support/signed-in-user.ts';

let user: CliUser;
beforeAll(async () => {
  user = await signedInUser();
});
afterAll(() => user.remove());

describe('login', () => {
  it('stores the token in $XDG_CONFIG_HOME/chipmart/config.json, readable only by the user', async () => {
    const fresh = await createCliUser();
    const { baseUrl, email, password } = partnerTarget();
    const result = await fresh.run(['login', '--base-url', baseUrl, '--email', email, '--password-stdin'], { input: password });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Logged in to ${baseUrl} as ${email}`);
    expect(result.stdout + result.stderr).not.toContain(password);

    const file = join(fresh.configHome, 'chipmart', 'config.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(join(fresh.configHome, 'chipmart'))).mode & 0o777).toBe(0o700);
    await fresh.remove();
  });

  it('refuses to prompt without a terminal and says how to pipe the password', async () => {
    const fresh = await createCliUser();
    const result = await fresh.run(['login', '--base-url', partnerTarget().baseUrl, '--email', partnerTarget().email]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--password-stdin');
    await fresh.remove();
  });

  it('tells scripts where it logged in with --json, without the token', async () => {
    const fresh = await createCliUser();
    const { baseUrl, email, password } = partnerTarget();
    const result = await fresh.run(['login', '--base-url', baseUrl, '--email', email, '--password-stdin', '--json'], { input: password });
    expect(JSON.parse(result.stdout)).toEqual({ profile: 'default', baseUrl, email, expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    await fresh.remove();
  });
});

describe('logout', () => {
  it('removes the token, so the next call asks for a login (exit 3)', async () => {
    const loggedIn = await signedInUser();
    const logout = await loggedIn.run(['logout']);
    expect(logout.code).toBe(0);
    expect(logout.stdout).toContain('Logged out of profile "default"');
    const after = await loggedIn.run(['whoami']);
    expect(after.code).toBe(3);
    expect(after.stderr).toContain('chipmart login');
    await loggedIn.remove();
  });
});

describe('whoami', () => {
  it('shows the account and its addresses in aligned tables', async () => {
    const result = await user.run(['whoami']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Account: +.+\(.+@.+\)$/m);
    expect(result.stdout).toMatch(/│ Address id │ Company +│ Contact +│ Address +│ Postal code │/);
  });

  it('prints getUser\'s data with --json', async () => {
    const result = await user.run(['whoami', '--json']);
    const data = JSON.parse(result.stdout);
    expect(Object.keys(data)).toEqual(['basicData', 'paymentData', 'addressData']);
  });
});

describe('goods search', () => {
  it('lists every supplier offer with its skuId, stock and price breaks', async () => {
    const result = await user.run(['goods', 'search', searchKeywords()]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/│ Part number +│ Manufacturer +│ Package +│ +SKU │ +Stock │ MOQ │ Multiple │ Price breaks/);
    expect(result.stdout).toMatch(/Page \d+ of \d+ \(\d+ parts\)/);
    if (partnerTarget().kind === 'mock') expect(result.stdout).toMatch(/│ STM32F103C8T6 │ STMicroelectronics │ LQFP-48 │ 880142 │ 12,500 │ +10 │ +10 │ 10\+ \$2\.35  100\+ \$1\.98  1,000\+ \$1\.72/);
  });

  it('sends the currency, language and page asked for, and prints getGoods\'s data with --json', async () => {
    const result = await user.run(['goods', 'search', 'LM358', '--currency', 'USD', '--lang', 'en', '--page', '1', '--page-size', '5', '--json']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ lists: expect.any(Array), total: expect.any(Number), page: expect.any(Number), pageSize: expect.any(Number) });
  });

  it('refuses a page size over 100 before calling, naming the option (exit 2)', async () => {
    const result = await user.run(['goods', 'search', 'LM358', '--page-size', '500']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--page-size: .*100/);
  });
});

describe('shipping', () => {
  it('lists the options with their ids for orders create', async () => {
    const result = await user.run(['shipping']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/│ Shipping id │ Carrier +│ Transit +│ Price \(USD\) │/);
    const json = JSON.parse((await user.run(['shipping', '--json'])).stdout);
    expect(json[0]).toMatchObject({ shippingId: expect.any(Number), shippingName: expect.any(String) });
  });
});

describe('orders list', () => {
  it('lists orders with state, totals and tracking', async () => {
    const result = await user.run(['orders', 'list', '--page-size', '10']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/│ Order +│ State +│ Placed +│ Lines │ +Goods │ Shipping │ +Total │ Carrier +│ Tracking +│/);
    if (partnerTarget().kind === 'mock') expect(result.stdout).toMatch(/│ CM260302000187 │ shipped +│ 2026-03-02 08:14 UTC │ +2 │ +282\.00 │ +28\.50 │ +310\.50 │ FedEx International Priority │ 779412356801 │/);
  });

  it('prints getOrders\'s data with --json', async () => {
    const result = await user.run(['orders', 'list', '--json']);
    expect(JSON.parse(result.stdout)).toMatchObject({ lists: expect.any(Array), total: expect.any(Number) });
  });
});

describe('orders create', () => {
  let order: OrderReferences;
  let placeArgs: string[];
  beforeAll(async () => {
    order = await orderReferences(user);
    placeArgs = order.placeArgs;
  });

  it('places an order from --sku/--num pairs and prints the idempotency key it used', async () => {
    const result = await user.run(['orders', 'create', '--sku', String(order.skuId), '--num', String(order.num), ...placeArgs]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Order \S+ placed: 1 line, awaiting payment/);
    expect(result.stderr).toMatch(/Idempotency key: [0-9a-f-]{36} \(to retry this same order safely, add --idempotency-key [0-9a-f-]{36}\)/);
  });

  it('places an order from a CSV file and from a JSON file', async () => {
    const csv = join(user.home, 'lines.csv');
    await writeFile(csv, `num;skuId\n${order.num};${order.skuId}\n`);
    const fromCsv = await user.run(['orders', 'create', '--file', csv, ...placeArgs, '--json']);
    expect(fromCsv.code).toBe(0);
    expect(JSON.parse(fromCsv.stdout)).toEqual({ orderSn: expect.any(String), idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });

    const json = join(user.home, 'lines.json');
    await writeFile(json, JSON.stringify([{ skuId: order.skuId, num: order.num }], null, 2));
    expect((await user.run(['orders', 'create', '--file', json, ...placeArgs])).code).toBe(0);
  });

  it('names the bad lines of a file by line number and sends nothing (exit 2)', async () => {
    const csv = join(user.home, 'bad-lines.csv');
    await writeFile(csv, 'skuId,num\n880142,100\n991207,ten\n,5\n');
    const result = await user.run(['orders', 'create', '--file', csv, ...placeArgs]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('bad-lines.csv line 3: num:');
    expect(result.stderr).toContain('bad-lines.csv line 4: skuId:');
  });

  it('creates a key per invocation and reuses the one given with --idempotency-key', async () => {
    const line = ['--sku', String(order.skuId), '--num', String(order.num)];
    const first = await user.run(['orders', 'create', ...line, ...placeArgs, '--json']);
    const second = await user.run(['orders', 'create', ...line, ...placeArgs, '--json']);
    expect(JSON.parse(first.stdout).idempotencyKey).not.toBe(JSON.parse(second.stdout).idempotencyKey);

    const key = JSON.parse(first.stdout).idempotencyKey as string;
    const retry = await user.run(['orders', 'create', ...line, ...placeArgs, '--idempotency-key', key, '--json']);
    expect(retry.code).toBe(0);
    expect(JSON.parse(retry.stdout)).toEqual({ orderSn: JSON.parse(first.stdout).orderSn, idempotencyKey: key });
  });
});

describe('completion', () => {
  it('completes subcommands and options in bash from the real command tree', async () => {
    const script = (await user.run(['completion', 'bash'])).stdout;
    const complete = async (words: string[]) => {
      const probe = await runShell(`${script}\nCOMP_WORDS=(${words.map((word) => `'${word}'`).join(' ')}); COMP_CWORD=${words.length - 1}; _chipmart_completion; echo "\${COMPREPLY[*]}"`);
      return probe.trim().split(' ');
    };
    expect(await complete(['chipmart', 'or'])).toEqual(['orders']);
    expect(await complete(['chipmart', 'orders', ''])).toEqual(expect.arrayContaining(['list', 'create']));
    expect(await complete(['chipmart', 'orders', 'create', '--idem'])).toEqual(['--idempotency-key']);
  });

  it('prints a zsh script with every command described, and refuses other shells (exit 2)', async () => {
    const zsh = await user.run(['completion', 'zsh']);
    expect(zsh.stdout).toMatch(/^#compdef chipmart/);
    expect(zsh.stdout).toContain("'search:Search parts by part number or keywords, with every supplier offer'");
    expect((await user.run(['completion', 'fish'])).code).toBe(2);
  });
});

describe('--help', () => {
  const commands = [[], ['login'], ['logout'], ['whoami'], ['goods'], ['goods', 'search'], ['shipping'], ['orders'], ['orders', 'list'], ['orders', 'create'], ['completion']];
  it.each(commands.map((path) => [path.join(' ') || 'chipmart', path]))('%s shows usage with examples', async (_name, path) => {
    const result = await user.run([...(path as string[]), '--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Usage: chipmart');
    expect(result.stdout).toContain('Examples:\n  $ chipmart');
  });

  it('chipmart --help, printed without loading the command tree, is word for word what `chipmart help` prints', async () => {
    const [stored, fromProgram] = await Promise.all([user.run(['--help']), user.run(['help'])]);
    expect(stored.stdout).toContain('orders');
    expect(stored.stdout).toBe(fromProgram.stdout);
  });
});

function runShell(script: string): Promise<string> {
  return new Promise((resolve, reject) => execFile('bash', ['-c', script], (error, stdout) => (error ? reject(error) : resolve(stdout))));
}
