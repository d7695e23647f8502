import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AuthUser } from '../src/features/identity/index.ts';
import { currencies } from '../src/shared/db/schema/index.ts';
import type { Handlers } from '../src/shared/http/handler.ts';
import { describeEachEngine } from './support/engines.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/** Handlers that echo what the contract layer hands them, to observe validation and auth from outside. */
const probes: Handlers<AuthUser> = {
  listNews: async ({ currency, locale, query }) => {
    if (currency.code === 'EUR' && locale === 'de') throw new Error('probe failure');
    // The total echoes the currency the layer resolved; the page echoes the validated query.
    return { lists: [], total: currency.code === 'EUR' ? 2 : 1, page: query.page ?? 0, page_size: query.page_size ?? 0 };
  },
  getUserProfile: async ({ user }) => ({ user_id: user!.userId }) as never,
  sendFeedback: async ({ body }) => ({ feedback_id: body.type_id, create_time: '2026-11-22T10:00:00Z' }),
};

describeEachEngine('the contract layer', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      engine,
      handlers: probes,
      prepare: async ({ db }) => {
        await db.insert(currencies).values([
          { code: 'USD', symbol: '$', state: 1, ratePerUsd: 1, unitDecimals: 5, totalDecimals: 2, sort: 1 },
          { code: 'EUR', symbol: '€', state: 1, ratePerUsd: 0.92, unitDecimals: 5, totalDecimals: 2, sort: 2 },
          { code: 'RUB', symbol: '₽', state: 0, ratePerUsd: 92, unitDecimals: 5, totalDecimals: 2, sort: 3 },
        ]);
      },
      now: () => new Date('2026-11-22T10:00:00Z'),
    });
  });
  afterAll(async () => server?.close());

  it('answers an unknown API path with the 4040 envelope', async () => {
    const response = await server.request('/api/nothing/here');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 4040, data: null });
  });

  it('refuses a query parameter of the wrong type, naming it', async () => {
    const result = await server.call('listNews', { query: { page: 'two' } });
    expect([result.status, result.code]).toEqual([422, 4220]);
    expect(result.data).toEqual({ errors: [expect.objectContaining({ field: 'page' })] });
  });

  it('applies the contract defaults to what the caller left out', async () => {
    expect(await server.ok('listNews', { query: { page: '3' } })).toMatchObject({ page: 3, page_size: 20 });
  });

  it('does not serve operations nobody implements', async () => {
    const result = await server.call('getGoodsDetail', { query: { goods_id: 1 } });
    expect([result.status, result.code]).toEqual([404, 4040]);
  });

  it('refuses a body that is not JSON, naming the body', async () => {
    const result = await server.call('sendFeedback', { rawBody: '{"type_id": 1,' });
    expect(result.status).toBe(422);
    expect(result.data).toEqual({ errors: [expect.objectContaining({ field: 'body' })] });
  });

  it('names every missing body field', async () => {
    const result = await server.call('sendFeedback', { body: {} });
    expect(result.code).toBe(4220);
    const fields = (result.data as { errors: Array<{ field: string }> }).errors.map((error) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['type_id', 'email', 'feedback_content']));
  });

  it('tells a wrongly typed field from a missing one', async () => {
    const result = await server.call('sendFeedback', { body: { type_id: 'quality', email: 'buyer@example.de', feedback_content: 'Reel of 4000?' } });
    const [error] = (result.data as { errors: Array<{ field: string; message: string }> }).errors;
    expect(error!.field).toBe('type_id');
    expect(error!.message).not.toBe('This field is required');
  });

  it('says what is wrong in the request language', async () => {
    const result = await server.call('sendFeedback', { body: {}, headers: { Lang: 'de' } });
    expect(result.message).toContain('Dieses Feld ist erforderlich');
  });

  it('refuses a currency that is not offered', async () => {
    const disabled = await server.call('listNews', { headers: { Currency: 'RUB' } });
    expect(disabled.code).toBe(4220);
    expect(disabled.message).toMatch(/^Currency: /);
    const unknown = await server.call('listNews', { headers: { Currency: 'XYZ' } });
    expect(unknown.code).toBe(4220);
  });

  it('hands the handler the chosen currency, USD by default', async () => {
    expect(await server.ok('listNews')).toMatchObject({ total: 1 });
    expect(await server.ok('listNews', { headers: { Currency: 'eur' } })).toMatchObject({ total: 2 });
  });

  it('falls back to English for an unknown Lang', async () => {
    const result = await server.call('listNews', { headers: { Lang: 'es' } });
    expect(result.message).toBe('Success');
  });

  it('asks for sign-in (4010) when a secured call has no token, and says the session expired (4001) for an unknown one', async () => {
    const anonymous = await server.call('getUserProfile');
    expect([anonymous.status, anonymous.code]).toEqual([401, 4010]);
    const unknownToken = await server.call('getUserProfile', { token: 'no-such-token' });
    expect([unknownToken.status, unknownToken.code]).toEqual([401, 4001]);
  });

  it('turns an unexpected failure into 5000 with a request id, never a stack trace', async () => {
    const result = await server.call('listNews', { headers: { Currency: 'EUR', Lang: 'de' } });
    expect(result.status).toBe(500);
    expect(result.data).toEqual({ request_id: expect.stringMatching(/^req_[0-9a-f]{32}$/) });
    expect(JSON.stringify(result)).not.toContain('probe failure');
  });
});
