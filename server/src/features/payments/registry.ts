import type { Hono } from 'hono';
import type { components } from '@chipmart/generated/internal/types';
import type { Handlers } from '../../platform/http/handler.ts';
import type { Message, MessageParams } from '../../platform/i18n/messages.ts';
import type { AuthUser } from '../identity/index.ts';
import type { PaymentsContext } from './context.ts';
import type { CreditStanding } from './deps.ts';
import { methodTexts, unavailableReasons } from './messages.ts';
import { createAlipayOrder } from './providers/alipay/handlers.ts';
import { registerAlipayNotify } from './providers/alipay/notify-route.ts';
import { registerAlipaySandbox } from './providers/alipay/sandbox-routes.ts';
import { confirmBankTransfer, getBankTransferAccount } from './providers/bank.ts';
import { getBankTransferReceipt, getBankTransferReport, uploadBankTransferReceipt } from './providers/bank-receipt-handlers.ts';
import { BANK_ACCOUNTS } from './providers/bank-accounts.ts';
import { payOrderOnTerms } from './providers/bill.ts';
import { capturePaypalOrder, createPaypalOrder, getPaypalClientToken } from './providers/paypal/handlers.ts';
import { registerPaypalSandbox } from './providers/paypal/sandbox-routes.ts';
import { createWeChatPayOrder } from './providers/wechat/handlers.ts';
import { registerWeChatNotify } from './providers/wechat/notify-route.ts';
import { registerWeChatSandbox } from './providers/wechat/sandbox-routes.ts';

type PayMethodCode = components['schemas']['PayMethodCode'];
export type SiteVariant = 'default' | 'ru' | 'inland' | 'ko';

/** Why a method cannot be used, for the payment page. */
export interface Unavailable {
  reason: Message;
  params?: MessageParams;
}

/** What a method's own availability rule looks at. */
export interface AvailabilityInput {
  /** The order total in the line's currency, when the buyer has an approved line. */
  amountInLineCurrency: number | null;
  standing: CreditStanding | null;
  lineCurrencySymbol: string;
}

/**
 * One way to pay: who offers it (site variants), what it charges in, its
 * steps (the operations the payer goes through) and the routes it needs
 * outside the contract (provider callbacks, the local sandbox).
 */
export interface PaymentProvider {
  code: PayMethodCode;
  name: Message;
  description: Message;
  icon: string;
  variants: readonly SiteVariant[];
  /** Currencies it charges in; 'any' for every currency of the shop. */
  currencies: readonly string[] | 'any';
  /** Charges in this currency whatever the buyer picks; the page shows the equivalent. */
  onlyCurrency?: string;
  steps: (context: PaymentsContext) => Handlers<AuthUser>;
  routes?: (app: Hono, context: PaymentsContext) => void;
  availability?: (input: AvailabilityInput) => Unavailable | null;
}

/** The currencies PayPal accepts for Orders v2 that the shop offers. */
const PAYPAL_CURRENCIES = ['USD', 'EUR', 'GBP', 'HKD', 'JPY', 'AUD', 'CAD', 'CHF', 'SGD'] as const;

export const paypalProvider: PaymentProvider = {
  code: 'paypal',
  name: methodTexts.paypalName,
  description: methodTexts.paypalDescription,
  icon: '/images/pay/paypal.svg',
  variants: ['default', 'ko'],
  currencies: PAYPAL_CURRENCIES,
  steps: (context) => ({ getPaypalClientToken: getPaypalClientToken(context), createPaypalOrder: createPaypalOrder(context), capturePaypalOrder: capturePaypalOrder(context) }),
  routes: (app, context) => {
    if (context.settings.paypal.mode === 'sandbox') registerPaypalSandbox(app, context);
  },
};

export const wechatProvider: PaymentProvider = {
  code: 'wechat',
  name: methodTexts.wechatName,
  description: methodTexts.wechatDescription,
  icon: '/images/pay/wechat.svg',
  variants: ['default', 'inland'],
  currencies: ['CNY'],
  onlyCurrency: 'CNY',
  steps: (context) => ({ createWeChatPayOrder: createWeChatPayOrder(context) }),
  routes: (app, context) => {
    registerWeChatNotify(app, context);
    if (context.settings.wechat.mode === 'sandbox') registerWeChatSandbox(app, context);
  },
};

export const alipayProvider: PaymentProvider = {
  code: 'alipay',
  name: methodTexts.alipayName,
  description: methodTexts.alipayDescription,
  icon: '/images/pay/alipay.svg',
  variants: ['default', 'inland'],
  currencies: ['CNY'],
  onlyCurrency: 'CNY',
  steps: (context) => ({ createAlipayOrder: createAlipayOrder(context) }),
  routes: (app, context) => {
    registerAlipayNotify(app, context);
    if (context.settings.alipay.mode === 'sandbox') registerAlipaySandbox(app, context);
  },
};

export const bankProvider: PaymentProvider = {
  code: 'bank',
  name: methodTexts.bankName,
  description: methodTexts.bankDescription,
  icon: '/images/pay/bank.svg',
  variants: ['default', 'ru', 'inland', 'ko'],
  currencies: Object.keys(BANK_ACCOUNTS),
  steps: (context) => ({
    getBankTransferAccount: getBankTransferAccount(context),
    uploadBankTransferReceipt: uploadBankTransferReceipt(context),
    getBankTransferReceipt: getBankTransferReceipt(context),
    confirmBankTransfer: confirmBankTransfer(context),
    getBankTransferReport: getBankTransferReport(context),
  }),
};

export const billProvider: PaymentProvider = {
  code: 'bill',
  name: methodTexts.billName,
  description: methodTexts.billDescription,
  icon: '/images/pay/bill.svg',
  variants: ['default', 'ru', 'inland', 'ko'],
  currencies: 'any',
  steps: (context) => ({ payOrderOnTerms: payOrderOnTerms(context) }),
  availability: ({ standing, amountInLineCurrency, lineCurrencySymbol }) => {
    if (!standing || amountInLineCurrency === null) return { reason: unavailableReasons.noCreditLine };
    if (standing.overdue) return { reason: unavailableReasons.billOverdue };
    if (standing.remaining < amountInLineCurrency) return { reason: unavailableReasons.notEnoughCredit, params: { remaining: `${lineCurrencySymbol}${standing.remaining.toFixed(2)}` } };
    return null;
  },
};

/** Every provider, in the order the payment page lists them. */
export const PAYMENT_PROVIDERS: readonly PaymentProvider[] = [paypalProvider, wechatProvider, alipayProvider, bankProvider, billProvider];

/** The variant a web key stands for; unknown keys are served as the default site. */
export function siteVariant(webKey: string): SiteVariant {
  return (['default', 'ru', 'inland', 'ko'] as const).find((variant) => variant === webKey) ?? 'default';
}

export const providersOf = (variant: SiteVariant) => PAYMENT_PROVIDERS.filter((provider) => provider.variants.includes(variant));
