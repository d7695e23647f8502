import type { RateRule } from '../../platform/http/rate-limit.ts';

const FIFTEEN_MINUTES = 15 * 60;

/** Attempt limits of the image captcha calls, per network address (ADR 0008). */
export const CAPTCHA_RATE_RULES = {
  imagePerAddress: { limit: 60, windowSeconds: FIFTEEN_MINUTES },
  checkPerAddress: { limit: 30, windowSeconds: FIFTEEN_MINUTES },
} as const satisfies Record<string, RateRule>;
