import { signSha256Rsa, verifySha256Rsa } from '../../rsa-keys.ts';

/**
 * Alipay's open API signing (RSA2 = SHA256withRSA): the parameters, sorted
 * by name, empty ones left out, joined as `k=v&k=v` with raw (not URL
 * encoded) values. A request signs every parameter but `sign`; Alipay's
 * notifications and return parameters are verified over every parameter but
 * `sign` and `sign_type`.
 */
export function signContent(params: Record<string, string | undefined>, leaveOut: readonly string[]): string {
  return Object.keys(params)
    .filter((name) => !leaveOut.includes(name) && params[name] !== undefined && params[name] !== '')
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
}

export const REQUEST_UNSIGNED = ['sign'] as const;
export const NOTIFICATION_UNSIGNED = ['sign', 'sign_type'] as const;

export function signRequest(params: Record<string, string>, privateKey: string): Record<string, string> {
  return { ...params, sign: signSha256Rsa(privateKey, signContent(params, REQUEST_UNSIGNED)) };
}

export function verifyRequest(params: Record<string, string>, publicKey: string): boolean {
  return Boolean(params.sign) && params.sign_type === 'RSA2' && verifySha256Rsa(publicKey, signContent(params, REQUEST_UNSIGNED), params.sign!);
}

export function signNotification(params: Record<string, string>, privateKey: string): Record<string, string> {
  return { ...params, sign_type: 'RSA2', sign: signSha256Rsa(privateKey, signContent(params, NOTIFICATION_UNSIGNED)) };
}

export function verifyNotification(params: Record<string, string>, publicKey: string): boolean {
  return Boolean(params.sign) && verifySha256Rsa(publicKey, signContent(params, NOTIFICATION_UNSIGNED), params.sign!);
}

/** Alipay's `timestamp` format: Beijing time, `yyyy-MM-dd HH:mm:ss`. */
export function alipayTime(at: Date): string {
  return new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

export const PAGE_PAY = { method: 'alipay.trade.page.pay', productCode: 'FAST_INSTANT_TRADE_PAY' } as const;
export const WAP_PAY = { method: 'alipay.trade.wap.pay', productCode: 'QUICK_WAP_WAY' } as const;

export interface PagePayRequest {
  appId: string;
  privateKey: string;
  mode: 'page' | 'wap';
  outTradeNo: string;
  totalAmount: string;
  subject: string;
  notifyUrl: string;
  returnUrl: string;
  timeExpire: Date;
  at: Date;
}

/** The signed parameters of alipay.trade.page.pay (or wap.pay), ready to send to the gateway. */
export function pagePayParams(request: PagePayRequest): Record<string, string> {
  const api = request.mode === 'page' ? PAGE_PAY : WAP_PAY;
  const params: Record<string, string> = {
    app_id: request.appId,
    method: api.method,
    format: 'JSON',
    charset: 'utf-8',
    sign_type: 'RSA2',
    timestamp: alipayTime(request.at),
    version: '1.0',
    notify_url: request.notifyUrl,
    return_url: request.returnUrl,
    biz_content: JSON.stringify({
      out_trade_no: request.outTradeNo,
      total_amount: request.totalAmount,
      subject: request.subject,
      product_code: api.productCode,
      time_expire: alipayTime(request.timeExpire).slice(0, 16),
    }),
  };
  return signRequest(params, request.privateKey);
}

export function gatewayUrl(gateway: string, params: Record<string, string>): string {
  return `${gateway}?${new URLSearchParams(params).toString()}`;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The self-submitting form Alipay's SDKs produce for the cashier. */
export function gatewayForm(gateway: string, params: Record<string, string>): string {
  const inputs = Object.entries(params)
    .map(([name, value]) => `<input type="hidden" name="${escapeAttribute(name)}" value="${escapeAttribute(value)}"/>`)
    .join('');
  return `<form name="alipaysubmit" method="post" action="${escapeAttribute(gateway)}?charset=utf-8">${inputs}<input type="submit" value="ok" style="display:none"/></form><script>document.forms[0].submit();</script>`;
}
