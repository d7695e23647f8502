import { createSign, createVerify, generateKeyPairSync } from 'node:crypto';

/** Providers hand out keys as PEM or as bare base64 (Alipay's tool): bare text is wrapped as PKCS#8 / SPKI. */
export function privateKeyPem(text: string): string {
  return text.includes('-----BEGIN') ? text : `-----BEGIN PRIVATE KEY-----\n${text.replace(/\s+/g, '').replace(/(.{64})/g, '$1\n')}\n-----END PRIVATE KEY-----\n`;
}

export function publicKeyPem(text: string): string {
  return text.includes('-----BEGIN') ? text : `-----BEGIN PUBLIC KEY-----\n${text.replace(/\s+/g, '').replace(/(.{64})/g, '$1\n')}\n-----END PUBLIC KEY-----\n`;
}

/** SHA256withRSA (PKCS#1 v1.5), base64: the signature both WeChat Pay v3 and Alipay RSA2 use. */
export function signSha256Rsa(privateKey: string, message: string): string {
  return createSign('RSA-SHA256').update(message, 'utf8').sign(privateKeyPem(privateKey), 'base64');
}

export function verifySha256Rsa(publicKey: string, message: string, signature: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(message, 'utf8').verify(publicKeyPem(publicKey), signature, 'base64');
  } catch {
    return false;
  }
}

export interface RsaKeyPair {
  privateKeyPem: string;
  publicKeyPem: string;
}

export function generateRsaKeyPair(): RsaKeyPair {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return { privateKeyPem: privateKey, publicKeyPem: publicKey };
}
