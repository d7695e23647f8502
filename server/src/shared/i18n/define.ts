import type { LocaleCode } from '../http/operation-types.ts';

/** One server message in every locale the shops offer. */
export type Translations = Record<LocaleCode, string>;

export function defineMessages<const Keys extends string>(messages: Record<Keys, Translations>): Record<Keys, Translations> {
  return messages;
}
