import type { LocaleCode } from '@chipmart/generated/internal/model/index';
import { FALLBACK_LOCALE } from '@/platform/constants.ts';

export type LanguageSegmentOutcome =
  | { kind: 'show'; locale: LocaleCode }
  | { kind: 'redirect'; href: string }
  | { kind: 'notFound' };

/**
 * What the optional language segment of a URL means (spec sections 2 and 5):
 * none is the fallback language, the fallback's own prefix is removed by
 * redirect (query and hash kept), and anything outside the allowed list is a 404.
 */
export function resolveLanguageSegment(
  segment: string | undefined,
  location: { pathname: string; searchStr: string; hash: string },
  allowed: readonly LocaleCode[],
): LanguageSegmentOutcome {
  if (segment === undefined || segment === '') return { kind: 'show', locale: FALLBACK_LOCALE as LocaleCode };
  if (segment === FALLBACK_LOCALE) {
    const rest = location.pathname.slice(segment.length + 1) || '/';
    return { kind: 'redirect', href: rest + location.searchStr + (location.hash ? `#${location.hash}` : '') };
  }
  if ((allowed as readonly string[]).includes(segment)) return { kind: 'show', locale: segment as LocaleCode };
  return { kind: 'notFound' };
}
