import type { components } from '@chipmart/generated/internal/types';
import { conflict, notFound } from '../../platform/http/errors.ts';
import { signedIn, withBodyRules, type Handler } from '../../platform/http/handler.ts';
import type { LocaleCode } from '../../platform/i18n/locales.ts';
import { translate } from '../../platform/i18n/messages.ts';
import { countText } from '../../platform/number-text.ts';
import type { AuthUser } from '../identity/index.ts';
import { addToCart, type AddOutcome } from './add-to-cart.ts';
import { countCartLines } from './cart-lines.ts';
import type { CartDeps } from './deps.ts';
import { inTransaction } from './in-transaction.ts';
import { cartMessages } from './messages.ts';
import { wholePiecesRule } from './quantity-rules.ts';
import { quantityRefused, stockRefused } from './refusals.ts';

/** One offer into the cart; refusals are errors (422 quantity rules, 409 stock, 404 unknown offer). */
export const addCartItem = (deps: CartDeps): Handler<'addCartItem', AuthUser> =>
  withBodyRules(wholePiecesRule, async ({ user, body, locale, say }) => {
    const { userId } = signedIn(user);
    const outcome = await inTransaction(deps.db, (tx) =>
      addToCart(tx, userId, { goodsId: body.goods_id, skuId: body.sku_id, cartNum: body.cart_num }, deps.now()),
    );
    switch (outcome.result) {
      case 'not_found':
        throw notFound(cartMessages.offerNotFound);
      case 'not_priced':
        throw conflict(cartMessages.notPriced);
      case 'invalid_quantity':
        throw quantityRefused('cart_num', outcome.rule, outcome.offer, locale);
      case 'sold_out':
      case 'understock':
        throw stockRefused(outcome.shortfall, outcome.offer, locale);
    }
    say(outcome.result === 'merged' ? cartMessages.merged : cartMessages.added);
    return { cart_id: outcome.cartId, cart_num: outcome.cartNum, merged: outcome.result === 'merged', count: await countCartLines(deps.db, userId) };
  });

type LineResult = components['schemas']['CartAddLineResult'];

/** How one line of a multiple add went, worded for the page in the request's language. */
function lineReport(outcome: AddOutcome, locale: LocaleCode): Pick<LineResult, 'result' | 'cart_id' | 'message'> {
  const offer = outcome.offer;
  const numbers: Record<string, string> = offer ? { moq: countText(locale, offer.moq), increment: countText(locale, offer.increment), stock: countText(locale, offer.stock) } : {};
  switch (outcome.result) {
    case 'added':
      return { result: 'added', cart_id: outcome.cartId, message: translate(locale, cartMessages.added) };
    case 'merged':
      return { result: 'merged', cart_id: outcome.cartId, message: translate(locale, cartMessages.mergedLine, { qty: countText(locale, outcome.cartNum) }) };
    case 'not_found':
      return { result: 'not_found', cart_id: null, message: translate(locale, cartMessages.itemNotFound) };
    case 'not_priced':
      // An offer without prices cannot be ordered; to the page it is as good as gone.
      return { result: 'not_found', cart_id: null, message: translate(locale, cartMessages.notPriced) };
    case 'invalid_quantity':
      return { result: 'invalid_quantity', cart_id: null, message: translate(locale, cartMessages.itemInvalidQuantity, numbers) };
    case 'sold_out':
      return { result: 'sold_out', cart_id: null, message: translate(locale, cartMessages.itemSoldOut) };
    case 'understock':
      return { result: 'understock', cart_id: null, message: translate(locale, cartMessages.itemUnderstock, numbers) };
  }
}

/** Several offers at once; each line is judged on its own and reported, and a refused line does not stop the others. */
export const addCartItems = (deps: CartDeps): Handler<'addCartItems', AuthUser> => async ({ user, body, locale, say }) => {
  const { userId } = signedIn(user);
  const sourceId = body.source_id ?? null;
  const results: LineResult[] = await inTransaction(deps.db, async (tx) => {
    const lines: LineResult[] = [];
    for (const [index, item] of body.items.entries()) {
      const outcome = await addToCart(tx, userId, { goodsId: item.goods_id, skuId: item.sku_id, cartNum: item.cart_num, source: { kind: body.source, id: sourceId } }, deps.now());
      lines.push({
        index,
        goods_id: item.goods_id,
        sku_id: item.sku_id,
        part_number: outcome.offer?.partNumber ?? null,
        cart_num: item.cart_num,
        stock: outcome.offer ? Math.max(0, outcome.offer.stock) : null,
        ...lineReport(outcome, locale),
      });
    }
    return lines;
  });
  const added = results.filter((line) => line.result === 'added' || line.result === 'merged').length;
  say(cartMessages.addedSome, { added, total: results.length });
  return { added_count: added, failed_count: results.length - added, count: await countCartLines(deps.db, userId), results };
};

