import { partnerFacts } from './partner-facts.ts';

const rateLimit = (call: string | null, allCalls = false) => partnerFacts.rateLimits.find((limit) => limit.call === call && limit.allCalls === allCalls)?.calls ?? '';

/** The values a guide may name as `{{name}}`, each read from the partner document when the site was built. */
export const guideFacts: Record<string, string | number> = {
  version: partnerFacts.version,
  tokenLifetimeSeconds: partnerFacts.tokenLifetimeSeconds,
  tokenLifetimeHours: partnerFacts.tokenLifetimeSeconds / 3600,
  pageSizeMin: partnerFacts.pageSizeMin,
  pageSizeMax: partnerFacts.pageSizeMax,
  idempotencyKeyMinLength: partnerFacts.idempotencyKeyMinLength,
  idempotencyKeyMaxLength: partnerFacts.idempotencyKeyMaxLength,
  windowSeconds: partnerFacts.rateLimitWindowSeconds,
  getTokenLimit: rateLimit('getToken'),
  saveOrdersLimit: rateLimit('saveOrders'),
  tokenLimit: rateLimit(null),
  addressLimit: rateLimit(null, true),
};
