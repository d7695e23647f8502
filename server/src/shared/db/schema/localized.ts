import type { components } from '@chipmart/generated/internal/types';

export type LocaleCode = components['schemas']['LocaleCode'];

/** Text kept in every locale the shops offer; `en` is always present and is the fallback. */
export type LocalizedText = Partial<Record<LocaleCode, string>> & { en: string };
