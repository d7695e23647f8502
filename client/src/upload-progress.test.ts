import { afterEach, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, uploadWithProgress } from './index.ts';

/** A stand-in for the browser's XMLHttpRequest: sends the body in two halves, then answers what it was given. */
class FakeXhr {
  static answer = { status: 200, body: '{"code":200,"message":"Success","data":{"bom_id":3107}}' };
  static sent: Array<{ method: string; url: string; headers: Record<string, string>; body: unknown }> = [];
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  status = 0;
  statusText = '';
  response: Blob | null = null;
  responseType = '';
  private request = { method: '', url: '', headers: {} as Record<string, string> };
  open(method: string, url: string) {
    this.request = { method, url, headers: {} };
  }
  setRequestHeader(name: string, value: string) {
    this.request.headers[name] = value;
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\nx-request-id: r1\r\n';
  }
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    FakeXhr.sent.push({ ...this.request, body });
    queueMicrotask(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 500, total: 1000 });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1000, total: 1000 });
      this.status = FakeXhr.answer.status;
      this.response = new Blob([FakeXhr.answer.body]);
      this.onload?.();
    });
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.sent = [];
  FakeXhr.answer = { status: 200, body: '{"code":200,"message":"Success","data":{"bom_id":3107}}' };
});

it('reports how much of an upload has gone out, and reads the answer like any other', async () => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const client = createApiClient({ baseUrl: 'http://api.test', token: () => 'tok' });
  const form = new FormData();
  form.append('bom_name', 'Motor controller');
  const progress: Array<[number, number]> = [];
  const data = await client.request({ url: '/api/bom/uploadBom', method: 'post', data: form }, { transport: uploadWithProgress((loaded, total) => progress.push([loaded, total])) });
  expect(data).toEqual({ bom_id: 3107 });
  expect(progress).toEqual([
    [500, 1000],
    [1000, 1000],
  ]);
  expect(FakeXhr.sent[0]).toMatchObject({ method: 'POST', url: 'http://api.test/api/bom/uploadBom', headers: { authorization: 'Bearer tok' } });
  expect(FakeXhr.sent[0]!.body).toBe(form);
});

it('turns a refused upload into the same ApiError a fetch would give', async () => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  FakeXhr.answer = { status: 422, body: '{"code":4220,"message":"file: The file is empty","data":{"errors":[{"field":"file","message":"The file is empty"}]}}' };
  const client = createApiClient({ baseUrl: 'http://api.test' });
  const failure = await client.request({ url: '/api/bom/uploadBom', method: 'post', data: new FormData() }, { transport: uploadWithProgress(() => {}) }).catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(ApiError);
  expect((failure as ApiError).code).toBe(4220);
});

it('sends through the given fetch, without reports, when the client has one', async () => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const fetch = vi.fn(async () => new Response('{"code":200,"message":"Success","data":null}', { status: 200, headers: { 'Content-Type': 'application/json' } }));
  const client = createApiClient({ baseUrl: 'http://api.test', fetch });
  const progress = vi.fn();
  await client.request({ url: '/api/upload/readExcel', method: 'post', data: new FormData() }, { transport: uploadWithProgress(progress) });
  expect(fetch).toHaveBeenCalledOnce();
  expect(FakeXhr.sent).toEqual([]);
  expect(progress).not.toHaveBeenCalled();
});
