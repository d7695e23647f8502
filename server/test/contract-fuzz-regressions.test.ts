import { afterAll, beforeAll, expect, it } from 'vitest';
import { issueSession } from '../src/features/identity/sessions.ts';
import { describeEachEngine } from './support/engines.ts';
import { answerProblems, type Answer } from './support/fuzz/answer-checks.ts';
import { allOperations, type FuzzOperation } from './support/fuzz/operation-list.ts';
import { toFetch, type FuzzRequest } from './support/fuzz/requests.ts';
import { FilePart } from './support/fuzz/schema-arbitrary.ts';
import { TEST_PASSWORD_COST } from './support/identity-fixtures.ts';
import { fillOrderingFixture } from './support/order-fixtures.ts';
import { approvedPartner } from './support/partner-calls.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/**
 * What the contract fuzzing (contract-fuzz.test.ts) found, one test each:
 * the request it found, answered as the document says.
 */

const now = () => new Date('2026-11-22T10:00:00Z');
const operations = new Map(allOperations().map((operation) => [operation.operationId, operation]));

describeEachEngine('answers the contract fuzzing found wrong', (engine) => {
  let server: TestServer;
  let tokens: { shop: string; partner: string };

  beforeAll(async () => {
    server = await startTestServer({ engine, now, mailLog: () => {}, passwordCostLog2: TEST_PASSWORD_COST, prepare: ({ db }) => fillOrderingFixture(db) });
    const partner = await approvedPartner(server, now(), async (userId) => (await issueSession(server.database.db, userId, now())).token);
    tokens = { shop: partner.shopToken, partner: (await issueSession(server.database.db, partner.userId, now(), { kind: 'partner' })).token };
  });
  afterAll(async () => server?.close());

  /** Sends one request as the fuzzing does and returns its answer, after checking it against the document. */
  async function send(operationId: string, request: Partial<FuzzRequest>): Promise<Answer & { envelope: { code: number; message: string; data: unknown } }> {
    const operation = operations.get(operationId) as FuzzOperation;
    const full: FuzzRequest = { path: {}, query: {}, headers: {}, auth: 'signed-in', broken: '', mustBeRefused: false, ...request };
    const own = operation.document === 'partner' ? tokens.partner : tokens.shop;
    const { url, init } = toFetch(operation, full, { own, other: own === tokens.shop ? tokens.partner : tokens.shop });
    const response = await server.request(url, init);
    const answer = { status: response.status, headers: response.headers, text: await response.text() };
    expect(answerProblems(operation, full, answer)).toEqual([]);
    return { ...answer, envelope: JSON.parse(answer.text) as { code: number; message: string; data: unknown } };
  }

  it('answers the site config of a variant the shop has not configured with the documented 404', async () => {
    const answer = await send('getSiteConfig', { query: { web_key: 'inland' } });
    expect(answer.status).toBe(404);
    expect(answer.envelope).toEqual({ code: 4040, message: 'This site variant has no configuration', data: null });
  });

  it.each([
    ['readExcelFile', 30, {}],
    ['uploadBom', 20, { bom_name: 'Rate limited', header_row: 1, part_number_column: 0, quantity_column: 1 }],
  ] as const)('answers %s over its per-minute limit with the documented 429 and Retry-After', async (operationId, limit, fields) => {
    const csv = new FilePart({ name: 'bom.csv', type: 'text/csv', bytes: new TextEncoder().encode('MPN,Qty\nSTM32F103C8T6,1\n') });
    const body = { kind: 'value' as const, value: { file: csv, ...fields } };
    for (let call = 0; call < limit; call++) expect((await send(operationId, { body })).status).toBe(200);
    const refused = await send(operationId, { body });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
  });

  it('refuses a partner order whose remark holds half a surrogate pair with 4220 on remark, never a 500', async () => {
    const order = { currencyCode: 'USD', purchasedGoods: [{ skuId: 8, num: 100 }], addressId: 1, billingId: 2, shippingId: 4, remark: 'x\uDFFFy' };
    const answer = await send('saveOrders', { headers: { 'Idempotency-Key': 'lone-surrogate-1' }, body: { kind: 'value', value: order }, mustBeRefused: true });
    expect(answer.status).toBe(422);
    expect(answer.envelope.data).toEqual({ errors: [{ field: 'remark', message: 'Text must not contain half of a surrogate pair (U+D800 to U+DFFF on its own)' }] });
  });

  it('refuses a checkout preview sent without the body the document requires, with 4220 on body', async () => {
    const answer = await send('previewCheckout', { mustBeRefused: true });
    expect(answer.status).toBe(422);
    expect(answer.envelope.data).toEqual({ errors: [{ field: 'body', message: 'This field is required' }] });
    // An empty object is a body: every choice falls back to its default.
    expect((await send('previewCheckout', { body: { kind: 'value', value: {} } })).status).not.toBe(422);
  });

  it('refuses a checkout preview whose body is a JSON null with 4220 on body, not as if no choice were made', async () => {
    const answer = await send('previewCheckout', { body: { kind: 'value', value: null }, mustBeRefused: true });
    expect(answer.status).toBe(422);
    expect(answer.envelope.data).toEqual({ errors: [{ field: 'body', message: 'Invalid input: expected object, received null' }] });
  });
});
