import { m } from '$paraglide/messages.js';
import type { PageSeo } from '@/platform/pages/page-head.ts';
import { guideSummaries, guideTitles, portalEntryOf } from './portal-entries.ts';

/** The head of /integrations-api/<id>: the guide's or operation's name, and what the page holds. */
export function portalEntrySeo(id: string): PageSeo {
  const entry = portalEntryOf(id);
  if (entry?.kind === 'guide') return { title: guideTitles[entry.slug](), description: guideSummaries[entry.slug]() };
  if (entry?.operationId) return { title: m.partnerPortal_referenceOperation({ operation: entry.operationId }), description: m.partnerPortal_referenceText() };
  return { description: m.partnerPortal_referenceText() };
}

export const portalHomeSeo = (): PageSeo => ({ description: m.partnerPortal_intro() });
