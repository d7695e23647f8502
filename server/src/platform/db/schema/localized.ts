import type { LocaleCode } from '../../i18n/locales.ts';

/** Text kept in every locale the shops offer; `en` is always present and is the fallback. */
export type LocalizedText = Partial<Record<LocaleCode, string>> & { en: string };
