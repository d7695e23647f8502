import { randomInt } from 'node:crypto';

/**
 * An X-Forwarded-For header naming a client address of its own, for API calls the tests make. The end-to-end
 * servers trust 127.0.0.1 as their proxy (TRUST_PROXY in playwright.config.ts), as a server behind a load
 * balancer does, so the per-address limits (such as 20 e-mailed codes a day) count each call's client apart
 * instead of the whole run as one client.
 */
export const ownClientAddress = (): { 'X-Forwarded-For': string } => ({
  'X-Forwarded-For': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
});
