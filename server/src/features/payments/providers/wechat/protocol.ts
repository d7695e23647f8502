import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { signSha256Rsa, verifySha256Rsa } from '../../rsa-keys.ts';

/**
 * WeChat Pay API v3, as its public documentation describes it: requests are
 * signed over `METHOD\nURL\ntimestamp\nnonce\nbody\n`, answers and
 * notifications over `timestamp\nnonce\nbody\n`, both SHA256withRSA;
 * notification resources are AEAD_AES_256_GCM encrypted with the APIv3 key.
 */
export const AUTH_SCHEME = 'WECHATPAY2-SHA256-RSA2048';

export const requestMessage = (method: string, urlPath: string, timestamp: string, nonce: string, body: string) => `${method}\n${urlPath}\n${timestamp}\n${nonce}\n${body}\n`;
export const answerMessage = (timestamp: string, nonce: string, body: string) => `${timestamp}\n${nonce}\n${body}\n`;

export interface AuthorizationParts {
  mchid: string;
  nonce_str: string;
  signature: string;
  timestamp: string;
  serial_no: string;
}

export function authorizationHeader(parts: AuthorizationParts): string {
  return `${AUTH_SCHEME} mchid="${parts.mchid}",nonce_str="${parts.nonce_str}",signature="${parts.signature}",timestamp="${parts.timestamp}",serial_no="${parts.serial_no}"`;
}

export function parseAuthorization(header: string | undefined): AuthorizationParts | null {
  if (!header?.startsWith(`${AUTH_SCHEME} `)) return null;
  const parts: Record<string, string> = {};
  for (const match of header.slice(AUTH_SCHEME.length + 1).matchAll(/(\w+)="([^"]*)"/g)) parts[match[1]!] = match[2]!;
  const { mchid, nonce_str, signature, timestamp, serial_no } = parts;
  return mchid && nonce_str && signature && timestamp && serial_no ? { mchid, nonce_str, signature, timestamp, serial_no } : null;
}

/** The Authorization header of a merchant request. */
export function signRequest(options: { mchId: string; serial: string; privateKey: string; method: string; urlPath: string; body: string; timestamp: string; nonce: string }): string {
  const signature = signSha256Rsa(options.privateKey, requestMessage(options.method, options.urlPath, options.timestamp, options.nonce, options.body));
  return authorizationHeader({ mchid: options.mchId, nonce_str: options.nonce, signature, timestamp: options.timestamp, serial_no: options.serial });
}

/** The Wechatpay-* headers that sign an answer or a notification. */
export interface SignatureHeaders {
  timestamp: string;
  nonce: string;
  signature: string;
  serial: string;
}

export function signAnswer(privateKey: string, serial: string, body: string, timestamp: string, nonce: string): SignatureHeaders {
  return { timestamp, nonce, serial, signature: signSha256Rsa(privateKey, answerMessage(timestamp, nonce, body)) };
}

export function verifyAnswer(publicKey: string, headers: Partial<SignatureHeaders>, body: string): boolean {
  if (!headers.timestamp || !headers.nonce || !headers.signature) return false;
  return verifySha256Rsa(publicKey, answerMessage(headers.timestamp, headers.nonce, body), headers.signature);
}

export function readSignatureHeaders(get: (name: string) => string | null | undefined): Partial<SignatureHeaders> {
  return {
    timestamp: get('Wechatpay-Timestamp') ?? undefined,
    nonce: get('Wechatpay-Nonce') ?? undefined,
    signature: get('Wechatpay-Signature') ?? undefined,
    serial: get('Wechatpay-Serial') ?? undefined,
  };
}

export function signatureHeaderRecord(headers: SignatureHeaders): Record<string, string> {
  return { 'Wechatpay-Timestamp': headers.timestamp, 'Wechatpay-Nonce': headers.nonce, 'Wechatpay-Signature': headers.signature, 'Wechatpay-Serial': headers.serial };
}

export interface EncryptedResource {
  algorithm: 'AEAD_AES_256_GCM';
  ciphertext: string;
  associated_data: string;
  original_type: string;
  nonce: string;
}

/** AEAD_AES_256_GCM with the 32-byte APIv3 key; the ciphertext carries the 16-byte tag at its end. */
export function decryptResource(resource: Pick<EncryptedResource, 'ciphertext' | 'nonce' | 'associated_data'>, apiV3Key: string): string {
  const data = Buffer.from(resource.ciphertext, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(resource.nonce, 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  decipher.setAAD(Buffer.from(resource.associated_data, 'utf8'));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
}

export function encryptResource(plaintext: string, apiV3Key: string, nonce: string, associatedData: string): EncryptedResource {
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return { algorithm: 'AEAD_AES_256_GCM', ciphertext: sealed.toString('base64'), associated_data: associatedData, original_type: 'transaction', nonce };
}

/** A nonce of the alphabet WeChat Pay uses (letters and digits). */
export function wechatNonce(length = 32): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return [...randomBytes(length)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

/** The decrypted transaction of a TRANSACTION.SUCCESS notification (the fields we read). */
export interface WeChatTransaction {
  appid: string;
  mchid: string;
  out_trade_no: string;
  transaction_id: string;
  trade_type: string;
  trade_state: string;
  success_time?: string;
  amount: { total: number; payer_total?: number; currency: string; payer_currency?: string };
  payer?: { openid: string };
}

/** The notification envelope WeChat Pay posts to notify_url. */
export interface WeChatNotification {
  id: string;
  create_time: string;
  event_type: string;
  resource_type: string;
  summary: string;
  resource: EncryptedResource;
}
