import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FIXTURE_NOW, fillCatalogFixture } from './catalog-fixture.ts';
import { describeEachEngine } from './support/engines.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const INDEX_HTML = '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title data-server-head>Chipmart</title></head><body><div id="root"></div></body></html>';
const REFERENCE_SCRIPT = 'window.__redoc_state = { spec: {} };';
const REFERENCE_HTML = `<!doctype html><html><head><script>${REFERENCE_SCRIPT}</script></head><body><redoc></redoc></body></html>`;

/** The directives of a Content-Security-Policy, by name. */
function directives(policy: string | null): Record<string, string> {
  return Object.fromEntries((policy ?? '').split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values.join(' ')]));
}

describeEachEngine('security headers', (engine) => {
  let server: TestServer;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'chipmart-web-'));
    writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
    writeFileSync(join(webDist, 'site.json'), JSON.stringify({ webKey: 'default', locales: ['en'] }));
    mkdirSync(join(webDist, 'partner-api'));
    writeFileSync(join(webDist, 'partner-api', 'reference.html'), REFERENCE_HTML);
    server = await startTestServer({ engine, now: () => FIXTURE_NOW, webDist, prepare: ({ db }) => fillCatalogFixture(db) });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('gives shop pages, the partner portal included, a policy that runs only the shop’s own scripts and a nonce of that answer', async () => {
    const nonces = new Set<string>();
    for (const path of ['/', '/integrations-api', '/product-detail/1', '/']) {
      const response = await server.request(path);
      const policy = directives(response.headers.get('Content-Security-Policy'));
      const nonce = /^'self' 'nonce-([A-Za-z0-9+/]{22}==)' https:\/\/\*\.googletagmanager\.com$/.exec(policy['script-src'] ?? '')?.[1];
      expect(nonce, path).toBeDefined();
      nonces.add(nonce!);
      expect(policy['object-src'], path).toBe("'none'");
      expect(policy['frame-ancestors'], path).toBe("'self'");
      expect(policy['base-uri'], path).toBe("'self'");
      expect(response.headers.get('X-Frame-Options'), path).toBe('SAMEORIGIN');
      expect(response.headers.get('X-Content-Type-Options'), path).toBe('nosniff');
      expect(response.headers.get('Referrer-Policy'), path).toBe('strict-origin-when-cross-origin');
    }
    // A nonce is never used twice.
    expect(nonces.size).toBe(4);
  });

  it('lets the partner reference run exactly its own inline scripts, by their hash', async () => {
    const response = await server.request('/partner-api/reference.html');
    expect(response.status).toBe(200);
    const policy = directives(response.headers.get('Content-Security-Policy'));
    const hash = createHash('sha256').update(REFERENCE_SCRIPT).digest('base64');
    expect(policy['script-src']).toBe(`'self' 'sha256-${hash}' https://*.googletagmanager.com`);
    expect(policy['frame-ancestors']).toBe("'self'");
  });

  it('gives API answers, errors included, a policy under which nothing in them runs or is framed', async () => {
    for (const response of [await server.request('/api/lang/list'), await server.request('/api/no/such/call'), await server.request('/open-api/V1/getGoods?keywords=LM358')]) {
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
      const policy = directives(response.headers.get('Content-Security-Policy'));
      expect(policy['default-src']).toBe("'none'");
      expect(policy['frame-ancestors']).toBe("'none'");
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    }
  });

  it('answers other origins on the partner API as documented, and never on the shop’s own API', async () => {
    const preflight = await server.request('/open-api/V1/getToken', {
      method: 'OPTIONS',
      headers: { Origin: 'https://erp.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type, idempotency-key' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(preflight.headers.get('Access-Control-Allow-Methods')).toBe('GET,POST,OPTIONS');
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toBe('Authorization,Content-Type,Idempotency-Key');
    expect(preflight.headers.get('Access-Control-Allow-Credentials')).toBeNull();
    const call = await server.request('/open-api/V1/getGoods?keywords=LM358', { headers: { Origin: 'https://erp.example' } });
    expect(call.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(call.headers.get('Access-Control-Expose-Headers')).toBe('RateLimit,RateLimit-Policy,Retry-After');

    const shop = await server.request('/api/lang/list', { headers: { Origin: 'https://evil.example' } });
    expect(shop.headers.get('Access-Control-Allow-Origin')).toBeNull();
    const shopPreflight = await server.request('/api/user/login', { method: 'OPTIONS', headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' } });
    expect(shopPreflight.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});
