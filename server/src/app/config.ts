import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { isCaptchaAnswer } from '../features/captcha/index.ts';
import type { PaymentSettings } from '../features/payments/index.ts';
import { originOf } from '../platform/http/public-origin.ts';
import { readProcessSettings, type ProcessSettings } from './process-settings.ts';

/** Everything the server reads from its environment, read once. */
export interface ServerConfig {
  port: number;
  /** PostgreSQL connection string; when absent, embedded PGlite in dataDir is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** SMTP connection string; when absent, mail stays in the local mailbox. */
  smtpUrl: string | undefined;
  /** Built web app to serve; absent means API only. */
  webDist: string | undefined;
  webKey: string;
  /** Parts to seed into an empty database. */
  seedParts: number;
  /** Payment providers: the local sandbox unless PAYMENT_MODE or <PROVIDER>_MODE is `live`. */
  payments: PaymentSettings;
  /** Proxies (a load balancer, nginx) whose X-Forwarded-For header names the client: TRUST_PROXY, comma-separated addresses. */
  trustedProxies: string[];
  /** The shop's public origin (PUBLIC_URL, `http://localhost:PORT` unless set): absolute links, sitemaps, payment returns. */
  publicOrigin: string;
  /**
   * log2 of scrypt's N for new password hashes (PASSWORD_COST_LOG2, 12–20): OWASP's 17 unless set. Test
   * servers lower it, as a sign-up then costs milliseconds instead of half a second of CPU; a hash made
   * cheaper than the running server's cost is replaced at its account's next sign-in.
   */
  passwordCostLog2: number | undefined;
  /**
   * CAPTCHA_TEST_ANSWER: the answer every image captcha shows, for end-to-end tests that type it as a person
   * would. Refused next to SMTP_URL or a live payment provider: a shop that mails or takes money is not a test.
   */
  captchaTestAnswer: string | undefined;
  /** HOST, DATABASE_POOL_SIZE, TIMER_EVERY_MS, CATALOG_CACHE_MS: one process among several on one database. */
  process: ProcessSettings;
}

const PASSWORD_COST_RANGE = { min: 12, max: 20 } as const;

export function readConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const seedParts = Number(env.SEED_PARTS ?? 20_000);
  if (!Number.isInteger(seedParts) || seedParts < 0) throw new Error(`SEED_PARTS must be a whole number, got "${env.SEED_PARTS}"`);
  const passwordCostLog2 = env.PASSWORD_COST_LOG2 === undefined || env.PASSWORD_COST_LOG2 === '' ? undefined : Number(env.PASSWORD_COST_LOG2);
  if (passwordCostLog2 !== undefined && !(Number.isInteger(passwordCostLog2) && passwordCostLog2 >= PASSWORD_COST_RANGE.min && passwordCostLog2 <= PASSWORD_COST_RANGE.max)) {
    throw new Error(`PASSWORD_COST_LOG2 must be a whole number from ${PASSWORD_COST_RANGE.min} to ${PASSWORD_COST_RANGE.max}, got "${env.PASSWORD_COST_LOG2}"`);
  }
  const payments = readPaymentSettings(env, port, cwd);
  const captchaTestAnswer = env.CAPTCHA_TEST_ANSWER || undefined;
  if (captchaTestAnswer !== undefined) {
    if (!isCaptchaAnswer(captchaTestAnswer)) throw new Error(`CAPTCHA_TEST_ANSWER must be 4 characters a captcha draws (such as "ACE3"), got "${captchaTestAnswer}"`);
    const live = env.SMTP_URL || [payments.paypal, payments.wechat, payments.alipay].some((provider) => provider.mode === 'live');
    if (live) throw new Error('CAPTCHA_TEST_ANSWER is for test servers: unset it, or SMTP_URL and live payment modes');
  }
  return {
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(cwd, env.DATA_DIR ?? '.data'),
    smtpUrl: env.SMTP_URL || undefined,
    webDist: env.WEB_DIST ? resolve(cwd, env.WEB_DIST) : undefined,
    webKey: env.WEB_KEY ?? 'default',
    seedParts,
    payments,
    publicOrigin: originOf(env.PUBLIC_URL || `http://localhost:${port}`),
    trustedProxies: (env.TRUST_PROXY ?? '').split(',').map((address) => address.trim()).filter(Boolean),
    passwordCostLog2,
    captchaTestAnswer,
    process: readProcessSettings(env),
  };
}

/** A required setting, or a start-up error naming it. */
function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} is required when the provider's mode is live`);
  return value;
}

/** A key given inline (NAME) or as a file (NAME_FILE). */
function keyText(env: NodeJS.ProcessEnv, name: string, cwd: string): string {
  const file = env[`${name}_FILE`];
  return file ? readFileSync(resolve(cwd, file), 'utf8') : required(env, name);
}

function providerMode(env: NodeJS.ProcessEnv, name: string): 'sandbox' | 'live' {
  const mode = env[`${name}_MODE`] ?? env.PAYMENT_MODE ?? 'sandbox';
  if (mode !== 'sandbox' && mode !== 'live') throw new Error(`${name}_MODE / PAYMENT_MODE must be sandbox or live, got "${mode}"`);
  return mode;
}

/**
 * Payment providers: `sandbox` (the default) runs each provider's protocol
 * against the local sandbox this server serves; `live` uses the provider with
 * the credentials below (PAYPAL_ENV picks PayPal's own sandbox or live host).
 */
export function readPaymentSettings(env: NodeJS.ProcessEnv, port: number, cwd = process.cwd()): PaymentSettings {
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const paypalEnv = env.PAYPAL_ENV ?? 'sandbox';
  if (paypalEnv !== 'sandbox' && paypalEnv !== 'live') throw new Error(`PAYPAL_ENV must be sandbox or live, got "${paypalEnv}"`);
  return {
    publicUrl,
    paypal: providerMode(env, 'PAYPAL') === 'live' ? { mode: 'live', env: paypalEnv, clientId: required(env, 'PAYPAL_CLIENT_ID'), clientSecret: required(env, 'PAYPAL_CLIENT_SECRET') } : { mode: 'sandbox' },
    wechat:
      providerMode(env, 'WECHATPAY') === 'live'
        ? {
            mode: 'live',
            mchId: required(env, 'WECHATPAY_MCH_ID'),
            appId: required(env, 'WECHATPAY_APP_ID'),
            privateKeyPem: keyText(env, 'WECHATPAY_PRIVATE_KEY', cwd),
            serial: required(env, 'WECHATPAY_SERIAL'),
            platformPublicKeyPem: keyText(env, 'WECHATPAY_PLATFORM_PUBLIC_KEY', cwd),
            apiV3Key: required(env, 'WECHATPAY_API_V3_KEY'),
            notifyUrl: required(env, 'WECHATPAY_NOTIFY_URL'),
          }
        : { mode: 'sandbox' },
    alipay:
      providerMode(env, 'ALIPAY') === 'live'
        ? {
            mode: 'live',
            gateway: env.ALIPAY_GATEWAY ?? 'https://openapi.alipay.com/gateway.do',
            appId: required(env, 'ALIPAY_APP_ID'),
            privateKeyPem: keyText(env, 'ALIPAY_PRIVATE_KEY', cwd),
            alipayPublicKeyPem: keyText(env, 'ALIPAY_PUBLIC_KEY', cwd),
            notifyUrl: required(env, 'ALIPAY_NOTIFY_URL'),
            returnUrl: env.ALIPAY_RETURN_URL || undefined,
          }
        : { mode: 'sandbox' },
  };
}
