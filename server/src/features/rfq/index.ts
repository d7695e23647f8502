/** Requests for quotation from visitors and buyers, their mail, and the buyer's RFQ history. */
import type { RfqDeps } from './deps.ts';
import { rfqHandlers } from './handlers.ts';

export type { RfqDeps } from './deps.ts';

export function createRfqFeature(deps: RfqDeps) {
  return { handlers: rfqHandlers(deps) };
}
