import type { LocaleCode } from '../i18n/locales.ts';
import { translate } from '../i18n/messages.ts';
import { mailMessages } from './messages.ts';

/** A mail body: the greeting, the paragraphs, the signature, in the reader's language. */
export function letter(locale: LocaleCode, ...paragraphs: string[]): string {
  return [translate(locale, mailMessages.greeting), ...paragraphs, translate(locale, mailMessages.signature)].join('\n\n');
}
