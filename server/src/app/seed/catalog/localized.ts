import type { LocalizedText } from '../../../platform/db/schema/localized.ts';

/** Locales in the order the seed data lists them: zh, en, de, fr, jp, ru, ko. */
export function localized(zh: string, en: string, de: string, fr: string, jp: string, ru: string, ko: string): Required<LocalizedText> {
  return { zh, en, de, fr, jp, ru, ko };
}
