import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHttpApp } from '../src/app/http-app.ts';
import { issueSession } from '../src/features/identity/sessions.ts';
import { describeEachEngine } from './support/engines.ts';
import { TEST_PASSWORD_COST } from './support/identity-fixtures.ts';
import { fillOrderingFixture } from './support/order-fixtures.ts';
import { approvedPartner } from './support/partner-calls.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..', '..');

describeEachEngine('the partner quickstart workflow (Arazzo, redocly respect)', (engine) => {
  let server: TestServer;
  let listener: ServerType;
  let baseUrl: string;
  let partner: Awaited<ReturnType<typeof approvedPartner>>;

  beforeAll(async () => {
    server = await startTestServer({ engine, mailLog: () => {}, passwordCostLog2: TEST_PASSWORD_COST, prepare: ({ db }) => fillOrderingFixture(db) });
    partner = await approvedPartner(server, server.now(), async (userId) => (await issueSession(server.database.db, userId, server.now())).token);
    const app = createHttpApp(server.composed);
    baseUrl = await new Promise<string>((resolve) => {
      listener = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => resolve(`http://127.0.0.1:${info.port}`));
    });
  }, 120_000);
  afterAll(async () => {
    await new Promise((resolve) => listener?.close(resolve));
    await server?.close();
  });

  it('gets a token, finds a part, places an order and finds it, against the reference server', async () => {
    const inputs = { email: partner.email, password: partner.password, keywords: 'LM358DR', idempotencyKey: 'quickstart-workflow-0001' };
    const result = await run(
      join(root, 'node_modules', '.bin', 'redocly'),
      ['respect', 'spec/workflows/partner-quickstart.arazzo.yaml', '--input', JSON.stringify(inputs), '--server', `partnerApi=${baseUrl}`],
      { cwd: root, env: { ...process.env, REDOCLY_TELEMETRY: 'off', NO_COLOR: '1' }, timeout: 120_000 },
    ).catch((error: { code?: number; stdout?: string; stderr?: string }) => error);
    const output = `${result.stdout ?? ''}\n${result.stderr ?? ''}`;
    expect('code' in result && result.code ? output : 0).toBe(0);
    expect(output).toMatch(/Workflows: 1 passed, 1 total/);
    expect(output).toMatch(/Steps: 6 passed, 6 total/);
    // The order is the buyer's, like any other.
    const placed = await server.ok('listOrders', { token: partner.shopToken, query: { page: 1, page_size: 10 } });
    expect(placed.lists.map((order) => order.order_goods[0]?.part_number)).toEqual(['LM358DR']);
  }, 180_000);
});
