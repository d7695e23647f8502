import type { Handlers } from '../../platform/http/handler.ts';
import type { AuthUser } from '../identity/index.ts';
import type { RfqDeps } from './deps.ts';
import { addRfqQuoteToCart } from './quote-to-cart.ts';
import { getMyRfqDetail, listMyRfqs } from './rfq-history.ts';
import { submitQuickRfq, submitRfqList } from './submit-rfq.ts';

/** Requests for quotation: the RFQ page, the product page's quick RFQ, the buyer's RFQ history, and quotes into the cart. */
export const rfqHandlers = (deps: RfqDeps): Handlers<AuthUser> => ({
  submitRfqList: submitRfqList(deps),
  submitQuickRfq: submitQuickRfq(deps),
  listMyRfqs: listMyRfqs(deps),
  getMyRfqDetail: getMyRfqDetail(deps),
  addRfqQuoteToCart: addRfqQuoteToCart(deps),
});
