import type { Handlers } from '../../shared/http/handler.ts';
import { getMyRfqDetail, listMyRfqs } from './rfq-history.ts';
import { submitQuickRfq, submitRfqList } from './submit-rfq.ts';

/** Requests for quotation: the RFQ page, the product page's quick RFQ, and the buyer's RFQ history. */
export const rfqHandlers: Handlers = {
  submitRfqList,
  submitQuickRfq,
  listMyRfqs,
  getMyRfqDetail,
};
