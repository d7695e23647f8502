import { commonMessages } from './common-messages.ts';
import type { LocaleCode } from '../http/operation-types.ts';

/** Every server message; each feature adds its own catalogue here. */
export const messages = {
  ...commonMessages,
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
