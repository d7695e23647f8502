import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../src/features/identity/index.ts';
import { currencies } from '../src/platform/db/schema/index.ts';
import { internalContract, partnerContract, type ContractDocument } from '../src/platform/http/contract-document.ts';
import { registerOperations } from '../src/platform/http/contract.ts';
import type { Handlers } from '../src/platform/http/handler.ts';
import type { InternalOperations, PartnerOperations } from '../src/platform/http/operation-types.ts';
import { CurrencyBook } from '../src/platform/money/currency-book.ts';
import { describeEachEngine } from './support/engines.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/** Handlers that echo what the contract layer hands them, to observe validation and auth from outside. */
const probes: Handlers<AuthUser> = {
  searchGoods: async ({ currency, locale, query }) => {
    if (currency.code === 'EUR' && locale === 'de') throw new Error('probe failure');
    // The keywords echo the currency the layer resolved and whether stock was asked for; the page echoes the validated query.
    return { keywords: `${currency.code} ${query.in_stock_only ? 'in stock' : 'any'}`, lists: [], total: currency.code === 'EUR' ? 2 : 1, page: query.page ?? 0, page_size: query.page_size ?? 0 };
  },
  listNews: async ({ query }) => ({ lists: [], total: 0, page: query.page ?? 0, page_size: query.page_size ?? 0 }),
  listGoodsRelatedBlogs: async ({ params }) => ({ goods_id: params.goodsId, lists: [] }),
  getUserProfile: async ({ user }) => ({ user_id: user!.userId }) as never,
  sendFeedback: async ({ body }) => ({ feedback_id: body.type_id, create_time: '2026-11-22T10:00:00Z' }),
  // Echoes the upload: the file's name and size, and the typed text field.
  readExcelFile: async ({ body }) => ({
    file_name: body.file.name,
    file_type: 'csv',
    sheets: [{ sheet_index: 0, sheet_name: `${body.file.size} bytes, ${body.preview_rows} rows`, row_count: 0, column_count: 0, header_row: null, mapping_source: 'titles', columns: [], rows: [] }],
  }),
  // A download: the id says which file (and one answers a type the document does not declare).
  getSupplierLicense: async ({ params }) => ({
    kind: 'file',
    content: new TextEncoder().encode('%PDF-1.7 probe'),
    contentType: params.fileId.endsWith('Html') ? 'text/html' : 'application/pdf',
    fileName: 'Geschäftslizenz "2026".pdf',
  }),
};

const PROBE_TOKEN = 'probe-token';
const upload = (parts: Record<string, string | Blob>, name = 'bom.csv') => {
  const form = new FormData();
  for (const [key, value] of Object.entries(parts)) {
    if (typeof value === 'string') form.append(key, value);
    else form.append(key, value, name);
  }
  return form;
};
const csvFile = (text: string) => new Blob([text], { type: 'text/csv' });

type Errors = { errors: Array<{ field: string; message: string }> };
const fieldsOf = (data: unknown) => (data as Errors).errors.map((error) => error.field);

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
      authenticate: async (token) => (token === PROBE_TOKEN ? ({ userId: 1 } as AuthUser) : null),
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

  it('refuses JSON nested deeper than 64 levels with 4220 on body, never a 500', async () => {
    for (const rawBody of [`${'['.repeat(20_000)}${']'.repeat(20_000)}`, `{"feedback_content":${'{"a":'.repeat(65)}1${'}'.repeat(65)}}`]) {
      const result = await server.call('sendFeedback', { rawBody });
      expect([result.status, result.code]).toEqual([422, 4220]);
      expect(result.data).toEqual({ errors: [{ field: 'body', message: 'The request body nests deeper than 64 levels' }] });
    }
    // As deep as any document goes, and deeper, is still read.
    const nested = await server.call('sendFeedback', { rawBody: `{"feedback_content":${'['.repeat(60)}${']'.repeat(60)}}` });
    expect(fieldsOf(nested.data)).toContain('feedback_content');
  });

  it('names every missing body field', async () => {
    const result = await server.call('sendFeedback', { body: {} });
    expect(result.code).toBe(4220);
    expect(fieldsOf(result.data)).toEqual(expect.arrayContaining(['type_id', 'email', 'feedback_content']));
  });

  it('tells a wrongly typed field from a missing one', async () => {
    const result = await server.call('sendFeedback', { body: { type_id: 'quality', email: 'buyer@example.de', feedback_content: 'Reel of 4000?' } });
    const [error] = (result.data as Errors).errors;
    expect(error!.field).toBe('type_id');
    expect(error!.message).not.toBe('This field is required');
  });

  it('says what is wrong in the request language', async () => {
    const result = await server.call('sendFeedback', { body: {}, headers: { Lang: 'de' } });
    expect(result.message).toContain('Dieses Feld ist erforderlich');
  });

  it('refuses a currency that is not offered', async () => {
    const disabled = await server.call('searchGoods', { query: { keywords: 'LM358' }, headers: { Currency: 'RUB' } });
    expect(disabled.code).toBe(4220);
    expect(disabled.message).toMatch(/^Currency: /);
    const unknown = await server.call('searchGoods', { query: { keywords: 'LM358' }, headers: { Currency: 'XYZ' } });
    expect(unknown.code).toBe(4220);
  });

  it('hands the handler the chosen currency, USD by default', async () => {
    expect(await server.ok('searchGoods', { query: { keywords: 'LM358' } })).toMatchObject({ total: 1, keywords: 'USD any' });
    expect(await server.ok('searchGoods', { query: { keywords: 'LM358' }, headers: { Currency: 'EUR' } })).toMatchObject({ total: 2, keywords: 'EUR any' });
  });

  it('ignores the Currency header on calls whose answer does not depend on it', async () => {
    expect((await server.call('listNews', { headers: { Currency: 'XYZ' } })).code).toBe(200);
  });

  it('asks for sign-in (4010) when a secured call has no token, and says the session expired (4001) for an unknown one', async () => {
    const anonymous = await server.call('getUserProfile');
    expect([anonymous.status, anonymous.code]).toEqual([401, 4010]);
    const unknownToken = await server.call('getUserProfile', { token: 'no-such-token' });
    expect([unknownToken.status, unknownToken.code]).toEqual([401, 4001]);
  });

  it('turns an unexpected failure into 5000 with a request id, never a stack trace', async () => {
    const result = await server.call('searchGoods', { query: { keywords: 'LM358' }, headers: { Currency: 'EUR', Lang: 'de' } });
    expect(result.status).toBe(500);
    expect(result.data).toEqual({ request_id: expect.stringMatching(/^req_[0-9a-f]{32}$/) });
    expect(JSON.stringify(result)).not.toContain('probe failure');
  });

  // One regression test per class of input an outside check once saw answered with 500 or wrongly accepted.
  describe('takes exactly what the documents describe', () => {
    it('refuses integers beyond the database integer range, in the path and the query', async () => {
      for (const goodsId of ['2147483648', '9007199254740993', '1e300']) {
        const result = await server.call('listGoodsRelatedBlogs', { params: { goodsId } });
        expect([result.status, fieldsOf(result.data)], goodsId).toEqual([422, ['goodsId']]);
      }
      expect(await server.ok('listGoodsRelatedBlogs', { params: { goodsId: '2147483647' } })).toEqual({ goods_id: 2147483647, lists: [] });
      for (const page of ['1e300', '1000001', '0x10', ' 2']) expect(fieldsOf((await server.call('listNews', { query: { page } })).data), page).toEqual(['page']);
    });

    it('refuses a fraction where the contract asks for an integer', async () => {
      expect(fieldsOf((await server.call('listNews', { query: { page: '1.5' } })).data)).toEqual(['page']);
      const body = await server.call('sendFeedback', { body: { type_id: 1.5, email: 'buyer@example.de', feedback_content: 'Reel of 4000?' } });
      expect(fieldsOf(body.data)).toEqual(['type_id']);
    });

    it('refuses the NUL character in the query, the path and the body, naming the field', async () => {
      expect(fieldsOf((await server.call('listNews', { query: { keyword: 'STM\u000032' } })).data)).toEqual(['keyword']);
      expect(fieldsOf((await server.call('listGoodsRelatedBlogs', { params: { goodsId: '1\u0000' } })).data)).toEqual(['goodsId']);
      const body = await server.call('sendFeedback', { body: { type_id: 1, email: 'buyer@example.de', feedback_content: 'Reel\u0000 of 4000?' } });
      expect([body.status, fieldsOf(body.data)]).toEqual([422, ['feedback_content']]);
      expect(body.message).toBe('feedback_content: Text must not contain the NUL character (U+0000)');
    });

    it('refuses half a surrogate pair in body text and keys, naming the field, and takes whole pairs', async () => {
      const lone = await server.call('sendFeedback', { rawBody: '{"type_id":1,"email":"buyer@example.de","feedback_content":"Reel \\udfff of 4000?"}' });
      expect([lone.status, fieldsOf(lone.data)]).toEqual([422, ['feedback_content']]);
      expect(lone.message).toBe('feedback_content: Text must not contain half of a surrogate pair (U+D800 to U+DFFF on its own)');
      const key = await server.call('sendFeedback', { rawBody: '{"type_id":1,"email":"buyer@example.de","feedback_content":"Reel","\\ud800":1}' });
      expect(fieldsOf(key.data)).toContain('body');
      expect((await server.call('sendFeedback', { body: { type_id: 1, email: 'buyer@example.de', feedback_content: 'Reel 😀 of 4000?' } })).status).toBe(200);
    });

    it('refuses a Lang outside the locale list and a currency code in lower case', async () => {
      const language = await server.call('listNews', { headers: { Lang: 'es' } });
      expect([language.status, fieldsOf(language.data)]).toEqual([422, ['Lang']]);
      const currency = await server.call('searchGoods', { query: { keywords: 'LM358' }, headers: { Currency: 'eur' } });
      expect([currency.status, fieldsOf(currency.data)]).toEqual([422, ['Currency']]);
    });

    it('reads a boolean query value only from true or false', async () => {
      expect(await server.ok('searchGoods', { query: { keywords: 'LM358', in_stock_only: 'true' } })).toMatchObject({ keywords: 'USD in stock' });
      expect(await server.ok('searchGoods', { query: { keywords: 'LM358', in_stock_only: 'false' } })).toMatchObject({ keywords: 'USD any' });
      for (const text of ['yes', '1', 'TRUE', '']) {
        expect(fieldsOf((await server.call('searchGoods', { query: { keywords: 'LM358', in_stock_only: text } })).data), text).toEqual(['in_stock_only']);
      }
    });

    it('refuses a JSON body sent as another media type', async () => {
      const body = JSON.stringify({ type_id: 1, email: 'buyer@example.de', feedback_content: 'Reel of 4000?' });
      const result = await server.call('sendFeedback', { rawBody: body, headers: { 'Content-Type': 'text/plain' } });
      expect([result.status, fieldsOf(result.data)]).toEqual([422, ['Content-Type']]);
      expect((await server.call('sendFeedback', { rawBody: body, headers: { 'Content-Type': 'application/json; charset=utf-8' } })).code).toBe(200);
    });

    it('hands an upload to its handler as a file with its text fields typed', async () => {
      const data = await server.ok('readExcelFile', { token: PROBE_TOKEN, form: upload({ file: csvFile('Part Number,Qty\nLM358DR,10\n'), preview_rows: '5' }) });
      expect(data).toMatchObject({ file_name: 'bom.csv', sheets: [{ sheet_name: '27 bytes, 5 rows' }] });
      // The default of a text field applies as in JSON.
      expect(await server.ok('readExcelFile', { token: PROBE_TOKEN, form: upload({ file: csvFile('a') }) })).toMatchObject({ sheets: [{ sheet_name: '1 bytes, 10 rows' }] });
    });

    it('checks an upload against its schema: the file is required, text fields are typed and bounded, unknown fields are refused', async () => {
      const missing = await server.call('readExcelFile', { token: PROBE_TOKEN, form: upload({ preview_rows: '5' }) });
      expect([missing.status, fieldsOf(missing.data)]).toEqual([422, ['file']]);
      const textForFile = await server.call('readExcelFile', { token: PROBE_TOKEN, form: upload({ file: 'Part Number,Qty' }) });
      expect(fieldsOf(textForFile.data)).toEqual(['file']);
      for (const rows of ['0', '51', 'ten', '1.5']) {
        expect(fieldsOf((await server.call('readExcelFile', { token: PROBE_TOKEN, form: upload({ file: csvFile('a'), preview_rows: rows }) })).data), rows).toEqual(['preview_rows']);
      }
      const stranger = await server.call('readExcelFile', { token: PROBE_TOKEN, form: upload({ file: csvFile('a'), sheet: '2' }) });
      expect(fieldsOf(stranger.data)).toEqual(['body']);
      const twice = upload({ file: csvFile('a'), preview_rows: '5' });
      twice.append('preview_rows', '6');
      expect(fieldsOf((await server.call('readExcelFile', { token: PROBE_TOKEN, form: twice })).data)).toEqual(['preview_rows']);
    });

    it('refuses an upload sent as JSON or as a broken form, and asks for sign-in before reading it', async () => {
      const json = await server.call('readExcelFile', { token: PROBE_TOKEN, body: { file: 'a' } });
      expect([json.status, fieldsOf(json.data)]).toEqual([422, ['Content-Type']]);
      const broken = await server.call('readExcelFile', { token: PROBE_TOKEN, rawBody: '--x\r\nnot a part', headers: { 'Content-Type': 'multipart/form-data; boundary=zzz' } });
      expect([broken.status, fieldsOf(broken.data)]).toEqual([422, ['body']]);
      const anonymous = await server.call('readExcelFile', { form: upload({ file: csvFile('a') }) });
      expect([anonymous.status, anonymous.code]).toEqual([401, 4010]);
    });

    it('refuses an upload over the size limit by its Content-Length, before reading it, in the request language', async () => {
      let pulled = 0;
      const endless = new ReadableStream<Uint8Array>({
        pull: (controller) => {
          pulled += 1;
          controller.enqueue(new Uint8Array(65_536));
        },
      });
      const result = await server.call('readExcelFile', {
        token: PROBE_TOKEN,
        rawBody: endless,
        headers: { 'Content-Type': 'multipart/form-data; boundary=zzz', 'Content-Length': String(6 * 1_048_576), Lang: 'de' },
      });
      expect([result.status, fieldsOf(result.data)]).toEqual([422, ['file']]);
      expect(result.message).toBe('file: Die Datei ist zu groß: höchstens 5 MB');
      expect(pulled).toBeLessThanOrEqual(1);
    });

    it('stops reading an upload without a Content-Length as soon as it passes the limit', async () => {
      let sent = 0;
      const endless = new ReadableStream<Uint8Array>({
        pull: (controller) => {
          sent += 65_536;
          controller.enqueue(new Uint8Array(65_536));
        },
      });
      const result = await server.call('readExcelFile', { token: PROBE_TOKEN, rawBody: endless, headers: { 'Content-Type': 'multipart/form-data; boundary=zzz' } });
      expect([result.status, fieldsOf(result.data)]).toEqual([422, ['file']]);
      expect(sent).toBeLessThan(5_308_416 + 4 * 65_536);
    });

    it('answers a download with the file itself, saved as an attachment the browser must not sniff', async () => {
      const response = await server.request('/api/upload/supplier_license/lic_01JD4Q7M3X9TQ8R2V6ZB5K1HNE', { headers: { Authorization: `Bearer ${PROBE_TOKEN}` } });
      expect(response.status).toBe(200);
      expect(Object.fromEntries(response.headers)).toMatchObject({
        'content-type': 'application/pdf',
        'x-content-type-options': 'nosniff',
        'content-disposition': `attachment; filename="Gesch_ftslizenz _2026_.pdf"; filename*=UTF-8''${encodeURIComponent('Geschäftslizenz "2026".pdf')}`,
      });
      expect(await response.text()).toBe('%PDF-1.7 probe');
      // Failures of a download are the usual envelope.
      const anonymous = await server.call('getSupplierLicense', { params: { fileId: 'lic_01JD4Q7M3X9TQ8R2V6ZB5K1HNE' } });
      expect([anonymous.status, anonymous.code]).toEqual([401, 4010]);
      const badId = await server.call('getSupplierLicense', { token: PROBE_TOKEN, params: { fileId: '../etc/passwd' } });
      expect([badId.status, fieldsOf(badId.data)]).toEqual([422, ['fileId']]);
    });

    it('never sends a file under a media type the document does not declare', async () => {
      const result = await server.call('getSupplierLicense', { token: PROBE_TOKEN, params: { fileId: 'lic_01JD4Q7M3X9TQ8R2V6ZBsHtml' } });
      expect([result.status, result.code]).toEqual([500, 5000]);
    });

    it('refuses a single-value query parameter sent twice, and still takes a list as repeated keys or commas', async () => {
      expect(fieldsOf((await server.call('listNews', { query: { page: ['1', '2'] } })).data)).toEqual(['page']);
      const listed = await server.call('searchGoods', { query: { keywords: 'LM358', manufacturer_ids: ['3', '8'] } });
      const commas = await server.call('searchGoods', { query: { keywords: 'LM358', manufacturer_ids: '3,8' } });
      expect([listed.code, commas.code]).toEqual([200, 200]);
    });
  });
});

describe('registering operations', () => {
  const deps = { currencies: undefined as unknown as CurrencyBook, authenticate: async (): Promise<AuthUser | null> => null };

  it('refuses to start an implemented operation whose generated schema is missing', () => {
    const document = internalContract();
    const { listNewsQueryParams: _dropped, ...schemas } = document.schemas;
    const withoutQuerySchema: ContractDocument<InternalOperations> = { ...document, schemas };
    const start = () => registerOperations(new Hono(), withoutQuerySchema, { listNews: probes.listNews }, deps);
    expect(start).toThrow('listNews (internal API (spec/openapi.yaml)) cannot start: the generated schemas listNewsQueryParams are missing');
    // The same document without that handler starts: only what is served must be checkable.
    expect(() => registerOperations(new Hono(), withoutQuerySchema, { listGoodsRelatedBlogs: probes.listGoodsRelatedBlogs }, deps)).not.toThrow();
  });

  it('refuses a handler for an operation the document does not describe', () => {
    const strayHandlers = { listNewz: probes.listNews } as unknown as Handlers<AuthUser>;
    expect(() => registerOperations(new Hono(), internalContract(), strayHandlers, deps)).toThrow('has no operation listNewz');
  });

  it('refuses to start an operation whose body the layer cannot check', () => {
    const document = internalContract();
    const routes = document.routes.map((route) => (route.operationId === 'sendFeedback' ? { ...route, bodyMediaTypes: [...route.bodyMediaTypes, 'application/xml'] } : route));
    const start = () => registerOperations(new Hono(), { ...document, routes }, { sendFeedback: probes.sendFeedback }, deps);
    expect(start).toThrow('cannot check a application/xml body');
  });
});

describe('the partner document through the same layer', () => {
  const partnerProbes: Handlers<AuthUser, PartnerOperations> = {
    getGoods: async ({ query }) => ({ lists: [], total: 0, page: query.page, pageSize: query.pageSize }),
    saveOrders: async ({ headers, body }) => `${headers['Idempotency-Key'] ?? 'no key'} ${body.purchasedGoods.length}`,
  };
  const app = new Hono();
  registerOperations(app, partnerContract(), partnerProbes, { currencies: undefined as unknown as CurrencyBook, authenticate: async (token) => (token === 'partner-token' ? ({ userId: 7 } as AuthUser) : null) });
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await app.request(path, { ...init, headers: { Authorization: 'Bearer partner-token', ...init.headers } });
    return { status: response.status, envelope: (await response.json()) as { code: number; message: string; data: unknown } };
  };

  it('checks the partner query with its generated schemas and answers in the partner envelope', async () => {
    const ok = await call('/open-api/V1/getGoods?keywords=LM358&currencyCode=USD&lang=en&page=2&pageSize=10');
    expect(ok).toEqual({ status: 200, envelope: { code: 200, message: 'Success', data: { lists: [], total: 0, page: 2, pageSize: 10 } } });
    const bad = await call('/open-api/V1/getGoods?keywords=LM358&currencyCode=USD&lang=en&page=1.5&pageSize=500', { headers: { Lang: 'de' } });
    expect(bad.status).toBe(422);
    expect(fieldsOf(bad.envelope.data)).toEqual(['page', 'pageSize']);
    // The partner document promises English messages, whatever Lang says.
    expect(bad.envelope.message).toMatch(/^page: /);
  });

  it('hands the handler the declared headers and the checked body, and refuses a token it does not know', async () => {
    const order = { currencyCode: 'USD', purchasedGoods: [{ skuId: 880142, num: 100 }], addressId: 5012, billingId: 5013, shippingId: 3 };
    const saved = await call('/open-api/V1/saveOrders', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'order-2026-11-25-0001' },
      body: JSON.stringify(order),
    });
    expect(saved.envelope.data).toBe('order-2026-11-25-0001 1');
    const missing = await call('/open-api/V1/saveOrders', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ...order, addressId: 0 }) });
    expect(fieldsOf(missing.envelope.data)).toEqual(['addressId']);
    const stranger = await app.request('/open-api/V1/getGoods?keywords=LM358&currencyCode=USD&lang=en&page=1&pageSize=10', { headers: { Authorization: 'Bearer nobody' } });
    expect(stranger.status).toBe(401);
  });
});
