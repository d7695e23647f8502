import { m } from '$paraglide/messages.js';
import { partnerFacts } from './partner-facts.ts';

/** The guides, in reading order; each slug is its page's last path segment (/integrations-api/<slug>). */
export const GUIDE_SLUGS = ['quickstart', 'authentication', 'errors', 'idempotency', 'rate-limits', 'pagination', 'changelog'] as const;
export type GuideSlug = (typeof GUIDE_SLUGS)[number];

/** The reference page without an operation chosen. */
export const REFERENCE_ENTRY = 'reference';

export const guideTitles: Record<GuideSlug, () => string> = {
  quickstart: m.partnerPortal_guideQuickstart,
  authentication: m.partnerPortal_guideAuthentication,
  errors: m.partnerPortal_guideErrors,
  idempotency: m.partnerPortal_guideIdempotency,
  'rate-limits': m.partnerPortal_guideRateLimits,
  pagination: m.partnerPortal_guidePagination,
  changelog: m.partnerPortal_guideChangelog,
};

export const guideSummaries: Record<GuideSlug, () => string> = {
  quickstart: m.partnerPortal_guideQuickstartSummary,
  authentication: m.partnerPortal_guideAuthenticationSummary,
  errors: m.partnerPortal_guideErrorsSummary,
  idempotency: m.partnerPortal_guideIdempotencySummary,
  'rate-limits': m.partnerPortal_guideRateLimitsSummary,
  pagination: m.partnerPortal_guidePaginationSummary,
  changelog: m.partnerPortal_guideChangelogSummary,
};

/** The partner document's operations, as the reference lists them. */
export const partnerOperations = partnerFacts.operations;

export type PortalEntry = { kind: 'guide'; slug: GuideSlug } | { kind: 'reference'; operationId?: string };

/** What /integrations-api/<id> shows: a guide, the reference at an operation, the whole reference, or nothing (404). */
export function portalEntryOf(id: string): PortalEntry | undefined {
  if ((GUIDE_SLUGS as readonly string[]).includes(id)) return { kind: 'guide', slug: id as GuideSlug };
  if (id === REFERENCE_ENTRY) return { kind: 'reference' };
  if (partnerOperations.some((operation) => operation.id === id)) return { kind: 'reference', operationId: id };
  return undefined;
}

/** The path of a portal page, without the language prefix. */
export const portalPath = (id?: string) => (id ? `/integrations-api/${id}` : '/integrations-api');
