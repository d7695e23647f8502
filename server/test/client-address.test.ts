import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/app/config.ts';
import { clientAddressFrom } from '../src/platform/http/client-address.ts';

const none = new Set<string>();
const lb = new Set(['10.0.0.5', '127.0.0.1']);

describe('the client address rate limits and records count by', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For claims', () => {
    expect(clientAddressFrom('203.0.113.7', '198.51.100.1', none)).toBe('203.0.113.7');
    expect(clientAddressFrom('::ffff:203.0.113.7', undefined, none)).toBe('203.0.113.7');
  });

  it('is the right-most untrusted X-Forwarded-For hop when the peer is a trusted proxy', () => {
    expect(clientAddressFrom('10.0.0.5', '198.51.100.1', lb)).toBe('198.51.100.1');
    // A client that writes its own header cannot pick its address: the proxy appends the real one.
    expect(clientAddressFrom('10.0.0.5', '1.2.3.4, 198.51.100.1', lb)).toBe('198.51.100.1');
    // Proxies chained behind each other are skipped.
    expect(clientAddressFrom('::ffff:127.0.0.1', '198.51.100.1, 10.0.0.5', lb)).toBe('198.51.100.1');
  });

  it('is the peer when a trusted proxy sends no X-Forwarded-For, and the peer when an untrusted one does', () => {
    expect(clientAddressFrom('10.0.0.5', undefined, lb)).toBe('10.0.0.5');
    expect(clientAddressFrom('203.0.113.9', '198.51.100.1', lb)).toBe('203.0.113.9');
  });

  it('trusts the proxies TRUST_PROXY lists, none unless set', () => {
    expect(readConfig({}).trustedProxies).toEqual([]);
    expect(readConfig({ TRUST_PROXY: '10.0.0.5, 127.0.0.1' }).trustedProxies).toEqual(['10.0.0.5', '127.0.0.1']);
  });
});
