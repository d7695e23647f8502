import type { PaymentsDeps } from './deps.ts';
import { PAYPAL_HOSTS, PaypalClient } from './providers/paypal/client.ts';
import { WECHATPAY_HOST, type WeChatMerchant } from './providers/wechat/client.ts';
import { SandboxRecords } from './sandbox/records.ts';
import { sandboxCredentials } from './sandbox/sandbox-keys.ts';

/** Where the providers call us back (live: the configured URLs; sandbox: our own routes). */
export const CALLBACK_PATHS = { wechat: '/payments/wechat/notify', alipay: '/payments/alipay/notify' } as const;
export const SANDBOX_PATHS = { paypal: '/sandbox/paypal', wechat: '/sandbox/wechat', alipay: '/sandbox/alipay' } as const;

export interface AlipayMerchant {
  gateway: string;
  appId: string;
  privateKey: string;
  alipayPublicKey: string;
  notifyUrl: string;
  /** Absolute base the shop's return paths are joined to. */
  returnBase: string;
}

/**
 * Each provider's client as configuration picks it: the real endpoints with
 * the configured credentials, or the local sandbox with its stored ones.
 * Either way the same protocol code runs.
 */
export class PaymentAdapters {
  readonly sandbox: SandboxRecords;
  private paypalClient: PaypalClient | undefined;

  constructor(private readonly deps: PaymentsDeps) {
    this.sandbox = new SandboxRecords(deps.db, deps.now);
  }

  private get publicUrl(): string {
    return this.deps.settings.publicUrl.replace(/\/+$/, '');
  }

  async paypal(): Promise<{ client: PaypalClient; clientId: string; environment: 'sandbox' | 'live' }> {
    const settings = this.deps.settings.paypal;
    if (settings.mode === 'live') {
      this.paypalClient ??= new PaypalClient({ baseUrl: PAYPAL_HOSTS[settings.env], clientId: settings.clientId, clientSecret: settings.clientSecret, fetch: this.deps.fetch, now: this.deps.now });
      return { client: this.paypalClient, clientId: settings.clientId, environment: settings.env };
    }
    const { paypal } = await sandboxCredentials(this.sandbox);
    this.paypalClient ??= new PaypalClient({ baseUrl: `${this.publicUrl}${SANDBOX_PATHS.paypal}`, clientId: paypal.clientId, clientSecret: paypal.clientSecret, fetch: this.deps.fetch, now: this.deps.now });
    return { client: this.paypalClient, clientId: paypal.clientId, environment: 'sandbox' };
  }

  async wechat(): Promise<WeChatMerchant> {
    const settings = this.deps.settings.wechat;
    if (settings.mode === 'live') {
      return {
        baseUrl: WECHATPAY_HOST,
        mchId: settings.mchId,
        appId: settings.appId,
        privateKey: settings.privateKeyPem,
        serial: settings.serial,
        platformPublicKey: settings.platformPublicKeyPem,
        apiV3Key: settings.apiV3Key,
        notifyUrl: settings.notifyUrl,
      };
    }
    const { wechat } = await sandboxCredentials(this.sandbox);
    return {
      baseUrl: `${this.publicUrl}${SANDBOX_PATHS.wechat}`,
      mchId: wechat.mchId,
      appId: wechat.appId,
      privateKey: wechat.merchant.privateKeyPem,
      serial: wechat.serial,
      platformPublicKey: wechat.platform.publicKeyPem,
      apiV3Key: wechat.apiV3Key,
      notifyUrl: `${this.publicUrl}${CALLBACK_PATHS.wechat}`,
    };
  }

  async alipay(): Promise<AlipayMerchant> {
    const settings = this.deps.settings.alipay;
    if (settings.mode === 'live') {
      return {
        gateway: settings.gateway,
        appId: settings.appId,
        privateKey: settings.privateKeyPem,
        alipayPublicKey: settings.alipayPublicKeyPem,
        notifyUrl: settings.notifyUrl,
        returnBase: (settings.returnUrl ?? this.publicUrl).replace(/\/+$/, ''),
      };
    }
    const { alipay } = await sandboxCredentials(this.sandbox);
    return {
      gateway: `${this.publicUrl}${SANDBOX_PATHS.alipay}/gateway.do`,
      appId: alipay.appId,
      privateKey: alipay.app.privateKeyPem,
      alipayPublicKey: alipay.alipay.publicKeyPem,
      notifyUrl: `${this.publicUrl}${CALLBACK_PATHS.alipay}`,
      returnBase: this.publicUrl,
    };
  }
}
