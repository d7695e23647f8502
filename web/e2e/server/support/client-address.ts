import { randomInt } from 'node:crypto';
import { test } from '@playwright/test';

type ClientAddress = { 'X-Forwarded-For': string };

const randomAddress = (): ClientAddress => ({ 'X-Forwarded-For': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` });

const byTest = new Map<string, ClientAddress>();

/**
 * An X-Forwarded-For header naming the running test's own client address, for the API calls it makes. The
 * end-to-end servers trust 127.0.0.1 as their proxy (TRUST_PROXY in playwright.config.ts), as a server behind a
 * load balancer does, so the per-address limits (such as 20 e-mailed codes a day) count each test apart instead
 * of the whole run as one client. Outside a test (a worker's set-up) every call gets an address of its own.
 */
export function testClientAddress(): ClientAddress {
  let testId: string;
  try {
    testId = test.info().testId;
  } catch {
    return randomAddress();
  }
  let address = byTest.get(testId);
  if (!address) byTest.set(testId, (address = randomAddress()));
  return address;
}
