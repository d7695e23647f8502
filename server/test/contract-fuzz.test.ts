import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { issueSession } from '../src/features/identity/sessions.ts';
import { refreshContentPages } from '../src/features/site/index.ts';
import { describeEachEngine, type Engine } from './support/engines.ts';
import { answerProblems, type Answer } from './support/fuzz/answer-checks.ts';
import { invalidRequest, unauthenticatedRequest } from './support/fuzz/invalid-mutations.ts';
import { fillBuyerState } from './support/fuzz/buyer-state.ts';
import { harvest, knownFor, type KnownValues } from './support/fuzz/known-values.ts';
import { allOperations, productCalls, routeKey, type FuzzOperation } from './support/fuzz/operation-list.ts';
import { toFetch, validRequest, type FuzzRequest, type Tokens } from './support/fuzz/requests.ts';
import type { SampleFile, SchemaContext } from './support/fuzz/schema-arbitrary.ts';
import { TEST_PASSWORD_COST } from './support/identity-fixtures.ts';
import { fillOrderingFixture } from './support/order-fixtures.ts';
import { approvedPartner } from './support/partner-calls.ts';
import { SANDBOX_PAYMENTS } from './support/payment-sandbox.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { PNG_BYTES, xlsxFile, zipWithDeclaredSizes } from './support/upload-files.ts';

/**
 * Contract fuzzing: every operation of both documents gets requests drawn
 * from its document (valid ones, ones broken on purpose, and ones not signed
 * in properly), and every answer is checked against the document
 * (support/fuzz/answer-checks.ts): a documented status and envelope, never a
 * 500, never the server's insides.
 *
 * FUZZ_RUNS (default 30) is the number of requests per operation; FUZZ_SEED
 * replays a run (a failure prints its seed); FUZZ_ONLY=opA,opB narrows the
 * run to some operations (the same requests, though without what earlier
 * operations left in the database); FUZZ_REPORT=1 prints how each operation
 * answered. The default run fuzzes on PGlite only, to stay within a minute
 * on a small machine; a run with FUZZ_RUNS set fuzzes on PostgreSQL 15 too.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : randomInt(2 ** 31 - 1);
const ONLY = process.env.FUZZ_ONLY ? new Set(process.env.FUZZ_ONLY.split(',')) : undefined;
const REPORT = Boolean(process.env.FUZZ_REPORT);
const ENGINES: Engine[] = process.env.FUZZ_RUNS ? ['pglite', 'postgres'] : ['pglite'];

const now = () => new Date('2026-11-22T10:00:00Z');

const operations = allOperations();

/** A seed per operation and kind of request, from the run's seed, so one operation can be replayed alone. */
function seedOf(operationId: string, kind: string): number {
  let hash = SEED;
  for (const char of `${operationId}/${kind}`) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

/** Files an upload field is drawn from: spreadsheets (one of 1.2 MB), an image, a PDF, noise, nothing, a zip bomb's directory. */
async function sampleFiles(): Promise<SampleFile[]> {
  const encoder = new TextEncoder();
  return [
    { name: 'bom.csv', type: 'text/csv', bytes: encoder.encode('Part Number,Quantity,Manufacturer\nSTM32F103C8T6,10,ST\nLM358DR,5,TI\n') },
    {
      name: 'bom.xlsx',
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      bytes: await xlsxFile([{ sheet: 'BOM', data: [[{ value: 'MPN' }, { value: 'Qty' }], [{ value: 'STM32F103C8T6' }, { value: 10 }]] }]),
    },
    { name: 'licence.png', type: 'image/png', bytes: PNG_BYTES },
    { name: 'receipt.pdf', type: 'application/pdf', bytes: encoder.encode('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n') },
    { name: '../../etc/passwd', type: 'application/octet-stream', bytes: Uint8Array.from({ length: 512 }, (_, index) => (index * 37) % 256) },
    { name: '', type: '', bytes: new Uint8Array() },
    { name: 'large.csv', type: 'text/csv', bytes: encoder.encode(`MPN,Qty,Note\n${`STM32F103C8T6,1,${'x'.repeat(300)}\n`.repeat(4000)}`) },
    { name: 'bomb.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', bytes: zipWithDeclaredSizes([{ name: 'xl/worksheets/sheet1.xml', unpackedBytes: 4_000_000_000 }]) },
  ];
}

const summary = (request: FuzzRequest) =>
  JSON.stringify({ broken: request.broken || undefined, auth: request.auth, path: request.path, query: request.query, headers: request.headers, body: request.body }, (_key, value: unknown) =>
    typeof value === 'string' && value.length > 300 ? `${value.slice(0, 200)}… (${value.length} characters)` : value,
  );

describeEachEngine('every operation answers generated requests as its document says', (engine) => {
  if (!ENGINES.includes(engine)) {
    it.skip(`fuzzes on ${engine} only when FUZZ_RUNS is set (the default run stays on PGlite)`, () => {});
    return;
  }
  let server: TestServer;
  let tokens: Record<FuzzOperation['document'], Tokens>;
  let files: SampleFile[];
  let known: KnownValues;
  const answered = new Map<string, Map<string, number>>();

  beforeAll(async () => {
    server = await startTestServer({
      engine,
      now,
      mailLog: () => {},
      passwordCostLog2: TEST_PASSWORD_COST,
      payments: SANDBOX_PAYMENTS,
      paymentsFetch: (input, init) => server.request(String(input), init),
      prepare: async ({ db }) => {
        await fillOrderingFixture(db);
        await refreshContentPages(db);
      },
    });
    const shopToken = async (userId: number) => (await issueSession(server.database.db, userId, now())).token;
    const partner = await approvedPartner(server, now(), shopToken);
    const partnerToken = (await issueSession(server.database.db, partner.userId, now(), { kind: 'partner' })).token;
    tokens = { internal: { own: partner.shopToken, other: partnerToken }, partner: { own: partnerToken, other: partner.shopToken } };
    files = await sampleFiles();
    known = harvest(await fillBuyerState(server, partner.shopToken, partner.addressId));
  });
  afterAll(async () => {
    if (REPORT) {
      for (const [operationId, statuses] of answered) console.log(`${operationId.padEnd(32)} ${[...statuses].map(([key, count]) => `${key}×${count}`).join('  ')}`);
    }
    await server?.close();
  });

  const forgetRateLimits = () => server.database.db.execute(sql`delete from rate_limit_counters`);

  async function send(operation: FuzzOperation, request: FuzzRequest): Promise<Answer> {
    const { url, init } = toFetch(operation, request, tokens[operation.document]);
    const response = await server.request(url, init);
    const isFile = response.status === 200 && (operation.answers['200']?.fileTypes?.length ?? 0) > 0;
    const text = isFile ? `<${(await response.arrayBuffer()).byteLength} bytes>` : await response.text();
    // A rate limit was reached (a documented answer): the next request starts with fresh counters, to reach the handler again.
    if (response.status === 429) await forgetRateLimits();
    return { status: response.status, headers: response.headers, text };
  }

  async function fuzz(operation: FuzzOperation, kind: string, requests: fc.Arbitrary<FuzzRequest>, numRuns: number): Promise<void> {
    await forgetRateLimits();
    const statuses = answered.get(operation.operationId) ?? answered.set(operation.operationId, new Map()).get(operation.operationId)!;
    const property = fc.asyncProperty(requests, async (request) => {
      const answer = await send(operation, request);
      const key = `${kind}:${answer.status}`;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
      const problems = answerProblems(operation, request, answer);
      if (problems.length > 0) {
        throw new Error(`${operation.method} ${operation.path}: ${problems.join('; ')}\nrequest: ${summary(request)}\nanswer: ${answer.status} ${answer.text.slice(0, 600)}`);
      }
    });
    const details = await fc.check(property, { numRuns, seed: seedOf(operation.operationId, kind), endOnFailure: false, interruptAfterTimeLimit: 120_000 });
    if (details.failed) {
      throw new Error(
        `${operation.operationId} (${kind}): ${String(details.errorInstance instanceof Error ? details.errorInstance.message : details.errorInstance)}\n` +
          `replay: FUZZ_SEED=${SEED} FUZZ_ONLY=${operation.operationId} (fast-check seed ${details.seed}, path ${details.counterexamplePath})`,
      );
    }
  }

  it('fuzzes exactly the product’s calls: every operation of both documents', () => {
    const calls = productCalls();
    expect(operations.map((operation) => `${operation.document} ${routeKey(operation.method, operation.path)}`).sort()).toEqual(
      calls.map((call) => `${call.document} ${call.route}`).sort(),
    );
    expect(new Set(operations.map((operation) => operation.operationId)).size).toBe(operations.length);
  });

  for (const operation of operations) {
    const run = !ONLY || ONLY.has(operation.operationId) ? it : it.skip;
    run(`${operation.operationId} (${operation.method} ${operation.path}) answers valid, broken and unauthenticated requests as documented`, async () => {
      const context: SchemaContext = { resolve: operation.resolve, files, known: knownFor(known, operation.resolve) };
      const valid = Math.ceil(RUNS * 0.4);
      const broken = Math.ceil(RUNS * 0.45);
      await fuzz(operation, 'valid', validRequest(operation, context), valid);
      await fuzz(operation, 'broken', invalidRequest(operation, context), broken);
      await fuzz(operation, 'unauthenticated', unauthenticatedRequest(operation, context), Math.max(2, RUNS - valid - broken));
    }, 300_000);
  }

  it.runIf(!ONLY)(`sent requests to all ${operations.length} operations of both documents`, () => {
    expect([...answered.keys()].sort()).toEqual(operations.map((operation) => operation.operationId).sort());
  });
});
