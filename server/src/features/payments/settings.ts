/**
 * How each provider is reached. `sandbox` (the default) runs the provider's
 * steps against the local sandbox this server serves under /sandbox/<provider>;
 * `live` talks to the provider with the credentials given. Read from the
 * environment by app/config.ts.
 */
export interface PaymentSettings {
  /** The server's own base URL: the sandbox's pages, its callbacks and the payer's way back. */
  publicUrl: string;
  paypal: { mode: 'sandbox' } | { mode: 'live'; env: 'sandbox' | 'live'; clientId: string; clientSecret: string };
  wechat:
    | { mode: 'sandbox' }
    | { mode: 'live'; mchId: string; appId: string; privateKeyPem: string; serial: string; platformPublicKeyPem: string; apiV3Key: string; notifyUrl: string };
  alipay: { mode: 'sandbox' } | { mode: 'live'; gateway: string; appId: string; privateKeyPem: string; alipayPublicKeyPem: string; notifyUrl: string; returnUrl: string | undefined };
}

export const SANDBOX_SETTINGS = (publicUrl: string): PaymentSettings => ({ publicUrl, paypal: { mode: 'sandbox' }, wechat: { mode: 'sandbox' }, alipay: { mode: 'sandbox' } });
