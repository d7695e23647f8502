import type { PaymentSettings } from '../../src/features/payments/index.ts';

/** The shop's public address in payment tests: where providers send the payer back and post notifications. */
export const SHOP = 'http://shop.test';

/** Every provider in its local sandbox, served by the test server itself at SHOP. */
export const SANDBOX_PAYMENTS: PaymentSettings = { publicUrl: SHOP, paypal: { mode: 'sandbox' }, wechat: { mode: 'sandbox' }, alipay: { mode: 'sandbox' } };

/** A form post, as the payer's browser sends it from a sandbox page (or a provider its notification). */
export const formPost = (values: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(values).toString(),
});

/** A sandbox URL the server handed out, as a path the test server's request takes. */
export const shopPath = (url: string) => url.replace(SHOP, '');

/** The payment code of a WeChat Pay code_url, which the sandbox payer "scans". */
export function wechatPayCode(codeUrl: string): string {
  const code = /^weixin:\/\/wxpay\/bizpayurl\?pr=(.+)$/.exec(codeUrl)?.[1];
  if (!code) throw new Error(`Not a WeChat Pay code_url: ${codeUrl}`);
  return code;
}
