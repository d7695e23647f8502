import type { RateLimiter, RateRule } from '../../platform/http/rate-limit.ts';

const DAY = 24 * 60 * 60;

/**
 * Sending an RFQ mails a confirmation to the address given, by visitors too:
 * limits per network address stop a script from flooding the sales team, and
 * the limit per recipient stops anyone from mail-bombing a third party.
 */
export const RFQ_RATE_RULES = {
  perAddress: { limit: 20, windowSeconds: 15 * 60 },
  perAddressDaily: { limit: 100, windowSeconds: DAY },
  perRecipientDaily: { limit: 20, windowSeconds: DAY },
} as const satisfies Record<string, RateRule>;

/** Counts one RFQ (list or quick) for the caller and the recipient; throws 4290 over a limit. */
export async function consumeRfqAllowance(rateLimiter: RateLimiter, clientAddress: string, email: string): Promise<void> {
  await rateLimiter.consume(`rfq:address:${clientAddress}`, RFQ_RATE_RULES.perAddress);
  await rateLimiter.consume(`rfq:address-daily:${clientAddress}`, RFQ_RATE_RULES.perAddressDaily);
  await rateLimiter.consume(`rfq:recipient:${email.trim().toLowerCase()}`, RFQ_RATE_RULES.perRecipientDaily);
}
