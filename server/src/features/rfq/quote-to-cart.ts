import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/open.ts';
import { queryRows } from '../../platform/db/sql-rows.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import { signedIn, type Handler } from '../../platform/http/handler.ts';
import { addQuotedLine, countCartLines } from '../cart/index.ts';
import type { AuthUser } from '../identity/index.ts';
import type { RfqDeps } from './deps.ts';
import { rfqProcessMessages } from './process-messages.ts';
import { RFQ_STATE } from './rfq-process.ts';

interface OwnQuote {
  id: number;
  goods_id: number | null;
  sku_id: number | null;
  moq: number;
  quantity: number;
  valid_until: Date | string;
  live: boolean;
  rfq_sn: string;
  rfq_state: number;
}

/**
 * A quote of one of the buyer's RFQs into the cart, on the quote's own line
 * (decision 46). The RFQ row is share-locked, so staff cannot close it
 * between the checks and the line being written.
 */
export const addRfqQuoteToCart = (deps: RfqDeps): Handler<'addRfqQuoteToCart', AuthUser> => async ({ user, body, locale, say }) => {
  const { userId } = signedIn(user);
  const at = deps.now();
  const line = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [quote] = await queryRows<OwnQuote>(
      tx,
      sql`select q.id, q.goods_id, q.sku_id, q.moq, q.quantity, q.valid_until, q.valid_until > ${at.toISOString()} as live, r.rfq_sn, r.state as rfq_state
          from rfq_quotes q join rfq_items i on i.id = q.rfq_item_id join rfqs r on r.id = i.rfq_id
          where q.id = ${body.quote_id} and r.user_id = ${userId}
          for share of r`,
    );
    // Another account's quote is as unknown as one that does not exist.
    if (!quote) throw notFound(rfqProcessMessages.quoteNotFound);
    if (quote.rfq_state === RFQ_STATE.closed) throw conflict(rfqProcessMessages.quoteOfClosedRfq, { rfqSn: quote.rfq_sn });
    if (!quote.live) throw conflict(rfqProcessMessages.quoteExpired, { validUntil: new Date(quote.valid_until).toISOString().slice(0, 16).replace('T', ' ') });
    if (quote.sku_id === null || quote.goods_id === null) throw conflict(rfqProcessMessages.quoteNotInCatalog);
    return addQuotedLine(tx, userId, { goodsId: quote.goods_id, skuId: quote.sku_id, cartNum: body.cart_num, quote: { id: quote.id, moq: quote.moq, quantity: quote.quantity } }, at, locale);
  });
  say(rfqProcessMessages.addedAtQuote);
  return { cart_id: line.cartId, cart_num: line.cartNum, merged: line.merged, count: await countCartLines(deps.db, userId) };
};
