import { and, eq, inArray, sql } from 'drizzle-orm';
import { cartLines } from '../../platform/db/schema/index.ts';
import { invalidField } from '../../platform/http/errors.ts';
import { signedIn, withBodyRules, type Handler } from '../../platform/http/handler.ts';
import type { AuthUser } from '../identity/index.ts';
import { cartList, cartTotals, readCartRow, readCartRows, toCartLine } from './cart-lines.ts';
import type { CartDeps } from './deps.ts';
import { inTransaction } from './in-transaction.ts';
import { cartMessages } from './messages.ts';
import { quantityRuleBroken, stockShortfall, steppedQuantity, wholePiecesRule } from './quantity-rules.ts';
import { lineNotFound, quantityRefused, stockRefused } from './refusals.ts';

/** A typed quantity or one step of the order multiple; the line is repriced at its new price break. */
export const changeCartQuantity = (deps: CartDeps): Handler<'changeCartQuantity', AuthUser> =>
  withBodyRules(wholePiecesRule, async ({ user, body, currency, locale, say }) => {
    const { userId } = signedIn(user);
    if (body.cart_num !== undefined && body.step !== undefined) throw invalidField('step', cartMessages.quantityOrStep);
    if (body.cart_num === undefined && body.step === undefined) throw invalidField('cart_num', cartMessages.quantityOrStep);
    const line = await inTransaction(deps.db, async (tx) => {
      // Locked before it is read, so a step counts from the quantity a concurrent change left.
      await tx.execute(sql`select 1 from cart_lines where id = ${body.cart_id} and user_id = ${userId} for update`);
      const row = await readCartRow(tx, userId, body.cart_id, deps.now());
      if (!row) throw lineNotFound();
      let quantity: number;
      if (body.step !== undefined) {
        const stepped = steppedQuantity(row.cart_num, body.step, row);
        if (stepped === undefined) throw quantityRefused('step', 'belowMoq', row, locale);
        quantity = stepped;
      } else {
        quantity = body.cart_num!;
      }
      const rule = quantityRuleBroken(quantity, row);
      if (rule) throw quantityRefused(body.step !== undefined ? 'step' : 'cart_num', rule, row, locale);
      const shortfall = stockShortfall(quantity, row);
      if (shortfall) throw stockRefused(shortfall, { ...row, partNumber: row.part_number }, locale);
      await tx.update(cartLines).set({ cartNum: quantity, updateTime: deps.now() }).where(eq(cartLines.id, row.id));
      return toCartLine({ ...row, cart_num: quantity }, currency, deps.currencies);
    });
    const lines = (await readCartRows(deps.db, userId, undefined, deps.now())).map((row) => toCartLine(row, currency, deps.currencies));
    say(cartMessages.quantityUpdated);
    return { line, ...cartTotals(lines, currency) };
  });

/** Ticks or unticks the named lines, or every line. */
export const selectCartLines = (deps: CartDeps): Handler<'selectCartLines', AuthUser> => async ({ user, body, currency }) => {
  const { userId } = signedIn(user);
  if (body.all) {
    await deps.db.update(cartLines).set({ selected: body.selected }).where(eq(cartLines.userId, userId));
  } else {
    const ids = body.cart_ids ?? [];
    if (ids.length === 0) throw invalidField('cart_ids', cartMessages.chooseLines);
    const wanted = [...new Set(ids)];
    await deps.db.transaction(async (tx) => {
      const owned = await tx
        .update(cartLines)
        .set({ selected: body.selected })
        .where(and(eq(cartLines.userId, userId), inArray(cartLines.id, wanted)))
        .returning({ id: cartLines.id });
      // Naming a line of someone else's cart (or none) changes nothing at all.
      if (owned.length !== wanted.length) throw lineNotFound();
    });
  }
  return cartList(deps.db, userId, currency, deps.currencies, deps.now());
};

export const deleteCartLine = (deps: CartDeps): Handler<'deleteCartLine', AuthUser> => async ({ user, params, currency, say }) => {
  const { userId } = signedIn(user);
  const row = await readCartRow(deps.db, userId, params.cartId, deps.now());
  const deleted = row
    ? await deps.db
        .delete(cartLines)
        .where(and(eq(cartLines.id, row.id), eq(cartLines.userId, userId)))
        .returning({ id: cartLines.id })
    : [];
  if (!row || deleted.length === 0) throw lineNotFound();
  const lines = (await readCartRows(deps.db, userId, undefined, deps.now())).map((line) => toCartLine(line, currency, deps.currencies));
  say(cartMessages.removed, { partNumber: row.part_number });
  return { cart_id: row.id, count: lines.length, ...cartTotals(lines, currency) };
};
