import { and, eq, inArray, sql } from 'drizzle-orm';
import { cartLines } from '../../shared/db/schema/index.ts';
import { invalidField } from '../../shared/http/errors.ts';
import { signedIn, type Handler } from '../../shared/http/handler.ts';
import { inTransaction } from './in-transaction.ts';
import { cartList, cartTotals, readCartRow, readCartRows, toCartLine } from './cart-lines.ts';
import { quantityRuleBroken, stockShortfall, steppedQuantity } from './quantity-rules.ts';
import { lineNotFound, quantityRefused, stockRefused } from './refusals.ts';

/** A typed quantity or one step of the order multiple; the line is repriced at its new price break. */
export const changeCartQuantity: Handler<'changeCartQuantity'> = async ({ user, body, services, currency, locale, say }) => {
  const { userId } = signedIn(user);
  if (body.cart_num !== undefined && body.step !== undefined) throw invalidField('step', 'cart.quantityOrStep');
  if (body.cart_num === undefined && body.step === undefined) throw invalidField('cart_num', 'cart.quantityOrStep');
  const line = await inTransaction(services.db, async (tx) => {
    // Locked before it is read, so a step counts from the quantity a concurrent change left.
    if (Number.isSafeInteger(body.cart_id) && body.cart_id <= 2_147_483_647) {
      await tx.execute(sql`select 1 from cart_lines where id = ${body.cart_id} and user_id = ${userId} for update`);
    }
    const row = await readCartRow(tx, userId, body.cart_id);
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
    await tx.update(cartLines).set({ cartNum: quantity, updateTime: services.now() }).where(eq(cartLines.id, row.id));
    return toCartLine({ ...row, cart_num: quantity }, currency, services.currencies);
  });
  const lines = (await readCartRows(services.db, userId)).map((row) => toCartLine(row, currency, services.currencies));
  say('cart.quantityUpdated');
  return { line, ...cartTotals(lines, currency) };
};

/** Ticks or unticks the named lines, or every line. */
export const selectCartLines: Handler<'selectCartLines'> = async ({ user, body, services, currency }) => {
  const { userId } = signedIn(user);
  if (body.all) {
    await services.db.update(cartLines).set({ selected: body.selected }).where(eq(cartLines.userId, userId));
  } else {
    const ids = body.cart_ids ?? [];
    if (ids.length === 0) throw invalidField('cart_ids', 'cart.chooseLines');
    const wanted = [...new Set(ids)];
    if (!wanted.every((id) => Number.isSafeInteger(id) && id <= 2_147_483_647)) throw lineNotFound();
    await services.db.transaction(async (tx) => {
      const owned = await tx
        .update(cartLines)
        .set({ selected: body.selected })
        .where(and(eq(cartLines.userId, userId), inArray(cartLines.id, wanted)))
        .returning({ id: cartLines.id });
      // Naming a line of someone else's cart (or none) changes nothing at all.
      if (owned.length !== wanted.length) throw lineNotFound();
    });
  }
  return cartList(services.db, userId, currency, services.currencies);
};

export const deleteCartLine: Handler<'deleteCartLine'> = async ({ user, params, services, currency, say }) => {
  const { userId } = signedIn(user);
  const row = await readCartRow(services.db, userId, params.cartId);
  const deleted = row
    ? await services.db
        .delete(cartLines)
        .where(and(eq(cartLines.id, row.id), eq(cartLines.userId, userId)))
        .returning({ id: cartLines.id })
    : [];
  if (!row || deleted.length === 0) throw lineNotFound();
  const lines = (await readCartRows(services.db, userId)).map((line) => toCartLine(line, currency, services.currencies));
  say('cart.removed', { partNumber: row.part_number });
  return { cart_id: row.id, count: lines.length, ...cartTotals(lines, currency) };
};
