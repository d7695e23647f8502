import type { Fetch } from '../../deps.ts';
import { readSignatureHeaders, signRequest, verifyAnswer, wechatNonce } from './protocol.ts';

export const WECHATPAY_HOST = 'https://api.mch.weixin.qq.com';

export interface WeChatMerchant {
  baseUrl: string;
  mchId: string;
  appId: string;
  /** The merchant's API private key and its certificate serial number. */
  privateKey: string;
  serial: string;
  /** WeChat Pay's platform public key: answers and notifications are verified with it. */
  platformPublicKey: string;
  apiV3Key: string;
  notifyUrl: string;
}

export type NativeOrderAnswer = { ok: true; codeUrl: string } | { ok: false; status: number; code: string | undefined };

/**
 * WeChat Pay v3 Native: POST /v3/pay/transactions/native signed with the
 * merchant key; the answer's signature is checked with the platform key
 * before its code_url is trusted. The same code talks to the local sandbox.
 */
export async function createNativeOrder(
  merchant: WeChatMerchant,
  fetcher: Fetch,
  order: { outTradeNo: string; description: string; totalFen: number; timeExpire: string; at: Date },
): Promise<NativeOrderAnswer> {
  const urlPath = '/v3/pay/transactions/native';
  const body = JSON.stringify({
    appid: merchant.appId,
    mchid: merchant.mchId,
    description: order.description,
    out_trade_no: order.outTradeNo,
    time_expire: order.timeExpire,
    notify_url: merchant.notifyUrl,
    amount: { total: order.totalFen, currency: 'CNY' },
  });
  const authorization = signRequest({
    mchId: merchant.mchId,
    serial: merchant.serial,
    privateKey: merchant.privateKey,
    method: 'POST',
    urlPath,
    body,
    timestamp: String(Math.floor(order.at.getTime() / 1000)),
    nonce: wechatNonce(),
  });
  const response = await fetcher(`${merchant.baseUrl}${urlPath}`, {
    method: 'POST',
    headers: { Authorization: authorization, 'Content-Type': 'application/json', Accept: 'application/json' },
    body,
  });
  const text = await response.text();
  if (!verifyAnswer(merchant.platformPublicKey, readSignatureHeaders((name) => response.headers.get(name)), text)) {
    throw new Error(`WeChat Pay answer (HTTP ${response.status}) is not signed by the platform key`);
  }
  const parsed = JSON.parse(text) as { code_url?: string; code?: string };
  if (response.ok && parsed.code_url) return { ok: true, codeUrl: parsed.code_url };
  return { ok: false, status: response.status, code: parsed.code };
}

/** WeChat Pay's time format: RFC 3339 with the +08:00 offset. */
export function wechatTime(at: Date): string {
  return `${new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;
}
