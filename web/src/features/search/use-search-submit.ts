import { useNavigate } from '@tanstack/react-router';
import { localizePath } from '@/platform/i18n/locale.ts';

/** Sends a search to the results page (/s?keywords=...). */
export function useSearchSubmit(): (keywords: string) => void {
  const navigate = useNavigate();
  return (keywords) => {
    const trimmed = keywords.trim();
    if (trimmed) void navigate({ href: `${localizePath('/s')}?keywords=${encodeURIComponent(trimmed)}` });
  };
}
