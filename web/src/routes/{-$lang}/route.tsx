import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { variantConfig } from '@variant-rules/config.ts';
import { resolveLanguageSegment } from '@/platform/i18n/language-segment.ts';
import { applyLocale } from '@/platform/i18n/locale.ts';

/** The optional language segment: en is dropped by redirect, languages the variant lacks are a 404. */
export const Route = createFileRoute('/{-$lang}')({
  beforeLoad: ({ params, location }) => {
    const outcome = resolveLanguageSegment(params.lang, location, variantConfig.locales);
    if (outcome.kind === 'redirect') throw redirect({ href: outcome.href, replace: true });
    if (outcome.kind === 'notFound') throw notFound();
    applyLocale(outcome.locale);
  },
});
