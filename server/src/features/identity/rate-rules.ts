import type { RateRule } from '../../platform/http/rate-limit.ts';

const minutes = (count: number) => count * 60;
const DAY = 24 * 60 * 60;

/**
 * Attempt limits of sign-in, account and code calls (ADR 0008; the image
 * captcha's are captcha's own). "Account" keys are the lower-cased e-mail or
 * the telephone digits named in the call, "address" keys the caller's
 * network address.
 */
export const RATE_RULES = {
  /** Code sign-ins per account and address; password sign-ins are slowed by sign-in-guard.ts instead. */
  codeSignInPerAccountAndAddress: { limit: 10, windowSeconds: minutes(15) },
  signInPerAddress: { limit: 30, windowSeconds: minutes(15) },
  registerPerAccount: { limit: 10, windowSeconds: minutes(15) },
  registerPerAddress: { limit: 30, windowSeconds: minutes(15) },
  resetPerAccount: { limit: 10, windowSeconds: minutes(15) },
  resetPerAddress: { limit: 30, windowSeconds: minutes(15) },
  codeSendPerAccountDaily: { limit: 10, windowSeconds: DAY },
  codeSendPerAddressDaily: { limit: 20, windowSeconds: DAY },
  codeCheckPerAccount: { limit: 10, windowSeconds: minutes(15) },
  codeCheckPerAddress: { limit: 30, windowSeconds: minutes(15) },
  changeEmailCodePerUser: { limit: 1, windowSeconds: 60 },
  changeEmailCodePerUserDaily: { limit: 10, windowSeconds: DAY },
  changeEmailPerUser: { limit: 10, windowSeconds: minutes(15) },
  changePasswordPerUser: { limit: 5, windowSeconds: minutes(15) },
} as const satisfies Record<string, RateRule>;
