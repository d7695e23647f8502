import type { LocaleCode } from '@chipmart/generated/internal/model/index';

export const variantLocales = (): LocaleCode[] => ['zh', 'en', 'de', 'fr', 'jp', 'ko'];
