import { randomBytes } from 'node:crypto';
import { generateRsaKeyPair, type RsaKeyPair } from '../rsa-keys.ts';
import type { SandboxRecords } from './records.ts';

/**
 * The sandbox's credentials: both sides' keys, as a merchant account and the
 * provider would hold them. Generated on first use and kept in the database,
 * so every server process (and a restart) signs and verifies with the same.
 */
export interface SandboxCredentials {
  paypal: { clientId: string; clientSecret: string };
  wechat: { mchId: string; appId: string; serial: string; merchant: RsaKeyPair; platform: RsaKeyPair; platformSerial: string; apiV3Key: string };
  alipay: { appId: string; app: RsaKeyPair; alipay: RsaKeyPair };
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

function freshCredentials(): SandboxCredentials {
  return {
    paypal: { clientId: `sandbox-${hex(8)}`, clientSecret: hex(24) },
    wechat: {
      mchId: '1900000109',
      appId: 'wxd678efh567hg6787',
      serial: hex(20).toUpperCase(),
      merchant: generateRsaKeyPair(),
      platform: generateRsaKeyPair(),
      platformSerial: hex(20).toUpperCase(),
      // The APIv3 key is 32 characters, used as the AES-256 key's bytes.
      apiV3Key: hex(16),
    },
    alipay: { appId: '2021000000000000', app: generateRsaKeyPair(), alipay: generateRsaKeyPair() },
  };
}

const loaded = new WeakMap<SandboxRecords, Promise<SandboxCredentials>>();

/** The stored credentials, created by the first process that needs them; read once per server. */
export function sandboxCredentials(records: SandboxRecords): Promise<SandboxCredentials> {
  let loading = loaded.get(records);
  if (!loading) {
    loading = (async () => {
      const stored = await records.find<SandboxCredentials>('paypal', 'credentials');
      if (stored) return stored.data;
      return (await records.putFirst('paypal', 'credentials', 'ACTIVE', freshCredentials() as unknown as Record<string, unknown>)).data as unknown as SandboxCredentials;
    })();
    loaded.set(records, loading);
    // A failed load is not remembered.
    loading.catch(() => loaded.delete(records));
  }
  return loading;
}
