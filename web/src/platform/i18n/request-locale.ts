import { useRouterState } from '@tanstack/react-router';
import { currentLocale } from '@/platform/i18n/locale.ts';

/**
 * The language the API client sends right now, for query keys. The URL
 * changes before the language route applies the new language, so keying by
 * the URL would file the old language's answer under the new one; this is
 * read again on every router change and so moves on once the switch is done.
 */
export function useRequestLocale(): string {
  return useRouterState({ select: () => currentLocale() });
}
