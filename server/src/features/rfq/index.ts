/** Requests for quotation from visitors and buyers, their mail, the buyer's RFQ history, staff's quotes and quoted lines in the cart. */
import type { RfqDeps } from './deps.ts';
import { rfqHandlers } from './handlers.ts';
import { rfqOperator } from './rfq-operator.ts';

export type { RfqDeps } from './deps.ts';
export type { QuoteInput, RfqListQuery, RfqOperator } from './rfq-operator.ts';
export { MAX_LEAD_DAYS, MAX_VALID_DAYS } from './rfq-operator.ts';
export { RFQ_PROCESS, RFQ_STATE, canApply, type RfqEvent, type RfqState, type RfqStateName } from './rfq-process.ts';

export function createRfqFeature(deps: RfqDeps) {
  return { handlers: rfqHandlers(deps), operator: rfqOperator(deps) };
}
