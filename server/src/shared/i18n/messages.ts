import { commonMessages } from './common-messages.ts';
import { catalogMessages } from '../../features/catalog/messages.ts';
import { siteMessages } from '../../features/site/messages.ts';
import { identityMessages } from '../../features/identity/messages.ts';
import { captchaMessages } from '../../features/captcha/messages.ts';
import { mailMessages } from '../mail/messages.ts';
import { rfqMessages } from '../../features/rfq/messages.ts';
import { cartMessages } from '../../features/cart/messages.ts';
import { webMessages } from '../../app/web/messages.ts';
import type { LocaleCode } from '../http/operation-types.ts';

/** Every server message; each feature adds its own catalogue here. */
export const messages = {
  ...commonMessages,
  ...identityMessages,
  ...captchaMessages,
  ...mailMessages,
  ...catalogMessages,
  ...siteMessages,
  ...rfqMessages,
  ...cartMessages,
  ...webMessages,
};

export type MessageKey = keyof typeof messages;

export const FALLBACK_LOCALE: LocaleCode = 'en';

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(messages, key);
}

/** The message in the locale, with `{name}` placeholders filled. */
export function translate(locale: LocaleCode, key: MessageKey, params: Record<string, string | number> = {}): string {
  const text = messages[key][locale] ?? messages[key][FALLBACK_LOCALE];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
