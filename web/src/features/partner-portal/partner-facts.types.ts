// What the build reads from the partner document for the guides (web/scripts/partner-facts.ts makes it).

export interface PartnerErrorCode {
  code: number;
  httpStatus: number;
  /** The document's example names for this code (`sessionExpired`, `idempotencyInUse`, …). */
  names: string[];
}

export interface PartnerRateLimit {
  /** The call the limit is for; null for every call not named in another row. */
  call: string | null;
  calls: number;
  per: 'token' | 'address';
  /** true for the limit over all calls together. */
  allCalls: boolean;
}

export interface PartnerFacts {
  version: string;
  operations: { id: string; tag: string; summary: string }[];
  errors: PartnerErrorCode[];
  rateLimits: PartnerRateLimit[];
  rateLimitWindowSeconds: number;
  /** The document's examples of the two rate-limit header fields. */
  rateLimitHeaders: { policy: string; current: string };
  tokenLifetimeSeconds: number;
  pageSizeMin: number;
  pageSizeMax: number;
  idempotencyKeyMinLength: number;
  idempotencyKeyMaxLength: number;
}
