import { FALLBACK_LOCALE, type LocaleCode } from './locales.ts';

/** One text in every locale the shops offer; a missing locale does not compile. */
export type Translations = Record<LocaleCode, string>;

/**
 * A user-visible message: code refers to the message itself
 * (`conflict(cartMessages.soldOut, { partNumber })`), and it is put into
 * words only for the reader, by `translate`.
 */
export type Message = Readonly<Translations>;

/** Values for a message's `{name}` placeholders. */
export type MessageParams = Record<string, string | number>;

/** A feature's message catalogue: named messages, each in every locale. */
export function defineMessages<const Names extends string>(messages: Record<Names, Translations>): Readonly<Record<Names, Message>> {
  return messages;
}

/** The message in the locale, with `{name}` placeholders filled. */
export function translate(locale: LocaleCode, message: Message, params: MessageParams = {}): string {
  const text = message[locale] ?? message[FALLBACK_LOCALE];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
