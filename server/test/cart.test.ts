import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { issueSession } from '../src/features/identity/sessions.ts';
import { cartLines, skus } from '../src/platform/db/schema/index.ts';
import type { SuccessData } from '../src/platform/http/operation-types.ts';
import { fillCatalogFixture, part } from './catalog-fixture.ts';
import { describeEachEngine } from './support/engines.ts';
import { createAccount } from './support/identity-fixtures.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

type FieldErrors = { errors: Array<{ field: string; message: string }> };
type CartList = SuccessData<'getCartLists'>;

let current = Date.parse('2026-11-22T10:00:00Z');
const now = () => new Date(current);

/** Supplier ids of the catalog fixture. */
const HENGXIN = 1;
const ARROWTECH = 2;
const RHEIN = 3;

describeEachEngine('the cart', (engine) => {
  let server: TestServer;
  let token: string;
  let otherToken: string;
  const db = () => server.database.db;

  /** The SKU id of a part's offer from a supplier. */
  async function sku(goodsId: number, supplierId: number): Promise<number> {
    const [row] = await db().select({ id: skus.id }).from(skus).where(and(eq(skus.goodsId, goodsId), eq(skus.supplierId, supplierId)));
    if (!row) throw new Error(`No offer of part ${goodsId} from supplier ${supplierId}`);
    return row.id;
  }

  async function buyerToken(): Promise<string> {
    const account = await createAccount(db(), now());
    return (await issueSession(db(), account.id, now())).token;
  }

  async function emptyCart(): Promise<void> {
    const list = await server.ok('getCartLists', { token });
    for (const line of list.lists) await server.ok('deleteCartLine', { token, params: { cartId: line.id } });
  }

  const lineOf = (list: CartList, skuId: number) => list.lists.find((line) => line.sku_id === skuId);

  beforeAll(async () => {
    server = await startTestServer({ engine, now, mailLog: () => {}, prepare: ({ db }) => fillCatalogFixture(db) });
    token = await buyerToken();
    otherToken = await buyerToken();
  });
  afterAll(async () => server?.close());
  beforeEach(async () => emptyCart());

  it('adds an offer as a new line, then adds to that line when the same offer is added again', async () => {
    const stm32 = await sku(part.stm32f103c8t6, HENGXIN);
    const added = await server.call('addCartItem', { token, body: { goods_id: part.stm32f103c8t6, sku_id: stm32, cart_num: 100 } });
    expect(added).toMatchObject({ code: 200, message: 'Added to cart', data: { cart_num: 100, merged: false, count: 1 } });
    const merged = await server.call('addCartItem', { token, body: { goods_id: part.stm32f103c8t6, sku_id: stm32, cart_num: 50 } });
    expect(merged).toMatchObject({ code: 200, message: 'Cart quantity updated', data: { cart_num: 150, merged: true, count: 1 } });
    expect((merged.data as { cart_id: number }).cart_id).toBe((added.data as { cart_id: number }).cart_id);

    await server.ok('addCartItem', { token, body: { goods_id: part.lm358dr, sku_id: await sku(part.lm358dr, ARROWTECH), cart_num: 10 } });
    expect(await server.ok('getCartCount', { token })).toEqual({ count: 2 });
    // Another buyer's cart is their own.
    expect(await server.ok('getCartCount', { token: otherToken })).toEqual({ count: 0 });
  });

  it('lists each line with its part, supplier, the price break for its quantity and the total of the ticked lines', async () => {
    const stm32 = await sku(part.stm32f103c8t6, HENGXIN);
    const capacitor = await sku(part.grm188r71h104, RHEIN);
    await server.ok('addCartItem', { token, body: { goods_id: part.stm32f103c8t6, sku_id: stm32, cart_num: 150 } });
    await server.ok('addCartItem', { token, body: { goods_id: part.grm188r71h104, sku_id: capacitor, cart_num: 20000 } });
    const list = await server.ok('getCartLists', { token });
    expect(list.lists.map((line) => line.sku_id)).toEqual([stm32, capacitor]);
    expect(lineOf(list, stm32)).toEqual({
      id: expect.any(Number),
      goods_id: part.stm32f103c8t6,
      sku_id: stm32,
      part_number: 'STM32F103C8T6',
      brand_name: 'STMicroelectronics',
      package: 'LQFP-48',
      icons: `/images/goods/${part.stm32f103c8t6}.svg`,
      goods_page_url: `/product-detail/${part.stm32f103c8t6}`,
      cart_num: 150,
      moq: 1,
      increment: 1,
      stock: 48200,
      unit_price: 2.1,
      subtotal_price: 315,
      currency_code: 'USD',
      currency_symbol: '$',
      supplier_name: 'Shenzhen Hengxin Electronics',
      selected: true,
      cart_status: 0,
      rfq_quote_id: null,
      quote_valid_until: null,
    });
    expect(lineOf(list, capacitor)).toMatchObject({ unit_price: 0.0034, subtotal_price: 68, moq: 4000, increment: 4000, supplier_name: 'Rhein Elektronik Distribution GmbH' });
    expect(list).toMatchObject({ total_price: 383, selected_count: 2, currency_code: 'USD', currency_symbol: '$' });
  });

  it('prices the cart in the request currency at its precision', async () => {
    const stm32 = await sku(part.stm32f103c8t6, HENGXIN);
    await server.ok('addCartItem', { token, body: { goods_id: part.stm32f103c8t6, sku_id: stm32, cart_num: 100 } });
    const euro = await server.ok('getCartLists', { token, headers: { Currency: 'EUR' } });
    expect(euro.lists[0]).toMatchObject({ unit_price: 1.932, subtotal_price: 193.2, currency_code: 'EUR', currency_symbol: '€' });
    expect(euro).toMatchObject({ total_price: 193.2, currency_code: 'EUR' });
    const yen = await server.ok('getCartLists', { token, headers: { Currency: 'JPY' } });
    expect(yen.lists[0]).toMatchObject({ unit_price: 316.05, subtotal_price: 31605, currency_symbol: '¥' });
    expect(yen.total_price).toBe(31605);
    const changed = await server.ok('changeCartQuantity', { token, body: { cart_id: euro.lists[0]!.id, cart_num: 1000 }, headers: { Currency: 'CNY' } });
    expect(changed.line).toMatchObject({ unit_price: 14.04, subtotal_price: 14040, currency_code: 'CNY' });
    expect(changed).toMatchObject({ total_price: 14040, currency_code: 'CNY', currency_symbol: '¥' });
    expect((await server.call('getCartLists', { token, headers: { Currency: 'XYZ' } })).code).toBe(4220);
  });

  it('refuses quantities below the MOQ, off the order multiple or not whole, naming the rule (422)', async () => {
    const reel = await sku(part.stm32f103c8t6, RHEIN); // MOQ 250, multiples of 250
    const refusal = async (cartNum: number, lang = 'en') => {
      const result = await server.call('addCartItem', { token, body: { goods_id: part.stm32f103c8t6, sku_id: reel, cart_num: cartNum }, headers: { Lang: lang } });
      expect([result.status, result.code]).toEqual([422, 4220]);
      return (result.data as FieldErrors).errors;
    };
    expect(await refusal(100)).toEqual([{ field: 'cart_num', message: 'The minimum order quantity of this offer is 250 pcs' }]);
    expect(await refusal(300)).toEqual([{ field: 'cart_num', message: 'Order this offer in multiples of 250 pcs' }]);
    expect(await refusal(262.5)).toEqual([{ field: 'cart_num', message: 'Enter a whole number of pieces' }]);
    expect(await refusal(0)).toMatchObject([{ field: 'cart_num' }]);
    expect(await refusal(100, 'de')).toEqual([{ field: 'cart_num', message: 'Die Mindestbestellmenge dieses Angebots beträgt 250 Stück' }]);
    expect((await server.ok('addCartItem', { token, body: { goods_id: part.stm32f103c8t6, sku_id: reel, cart_num: 500 } })).cart_num).toBe(500);
    // The rules apply to the quantity the line ends up with.
    expect((await server.call('addCartItem', { token, body: { goods_id: part.stm32f103c8t6, sku_id: reel, cart_num: 100 } })).code).toBe(4220);
    expect(await server.ok('getCartCount', { token })).toEqual({ count: 1 });
  });

  it('refuses more pieces than are in stock and sold-out offers (409), and unknown offers (404)', async () => {
    const reel = await sku(part.stm32f103c8t6, RHEIN); // 5,000 in stock
    const understock = await server.call('addCartItem', { token, body: { goods_id: part.stm32f103c8t6, sku_id: reel, cart_num: 5250 } });
    expect([understock.status, understock.code, understock.message]).toEqual([409, 4090, 'Only 5,000 pcs of STM32F103C8T6 are in stock']);
    await server.ok('addCartItem', { token, body: { goods_id: part.stm32f103c8t6, sku_id: reel, cart_num: 5000 } });
    const overMerged = await server.call('addCartItem', { token, body: { goods_id: part.stm32f103c8t6, sku_id: reel, cart_num: 250 } });
    expect(overMerged.code).toBe(4090);
    expect((await server.ok('getCartLists', { token })).lists[0]!.cart_num).toBe(5000);

    const soldOut = await server.call('addCartItem', { token, body: { goods_id: part.stm32f103c8t6, sku_id: await sku(part.stm32f103c8t6, ARROWTECH), cart_num: 10 } });
    expect([soldOut.status, soldOut.code, soldOut.message]).toEqual([409, 4090, 'STM32F103C8T6 is sold out at this supplier']);

    const unknown = await server.call('addCartItem', { token, body: { goods_id: part.stm32f103c8t6, sku_id: 999_999, cart_num: 10 } });
    expect([unknown.status, unknown.code]).toEqual([404, 4040]);
    // An offer of another part is not an offer of this one.
    const mismatched = await server.call('addCartItem', { token, body: { goods_id: part.lm358dr, sku_id: reel, cart_num: 250 } });
    expect(mismatched.code).toBe(4040);
  });

  it('changes a line\'s quantity by typing or by one order multiple, repricing it at its price break', async () => {
    const stm32 = await sku(part.stm32f103c8t6, HENGXIN);
    const reel = await sku(part.stm32f103c8t6, RHEIN);
    await server.ok('addCartItem', { token, body: { goods_id: part.stm32f103c8t6, sku_id: stm32, cart_num: 100 } });
    const reelLine = await server.ok('addCartItem', { token, body: { goods_id: part.stm32f103c8t6, sku_id: reel, cart_num: 250 } });
    const lineId = lineOf(await server.ok('getCartLists', { token }), stm32)!.id;

    const typed = await server.call('changeCartQuantity', { token, body: { cart_id: lineId, cart_num: 1000 } });
    expect(typed).toMatchObject({ code: 200, message: 'Quantity updated' });
    const data = typed.data as SuccessData<'changeCartQuantity'>;
    expect(data.line).toMatchObject({ id: lineId, cart_num: 1000, unit_price: 1.95, subtotal_price: 1950 });
    expect(data).toMatchObject({ total_price: 1950 + 512.5, selected_count: 2 });

    const up = await server.ok('changeCartQuantity', { token, body: { cart_id: reelLine.cart_id, step: 1 } });
    expect(up.line).toMatchObject({ cart_num: 500, unit_price: 2.05, subtotal_price: 1025 });
    const down = await server.ok('changeCartQuantity', { token, body: { cart_id: reelLine.cart_id, step: -1 } });
    expect(down.line.cart_num).toBe(250);
    const belowMoq = await server.call('changeCartQuantity', { token, body: { cart_id: reelLine.cart_id, step: -1 } });
    expect([belowMoq.code, (belowMoq.data as FieldErrors).errors]).toEqual([4220, [{ field: 'step', message: 'The minimum order quantity of this offer is 250 pcs' }]]);
    const offMultiple = await server.call('changeCartQuantity', { token, body: { cart_id: reelLine.cart_id, cart_num: 260 } });
    expect((offMultiple.data as FieldErrors).errors).toEqual([{ field: 'cart_num', message: 'Order this offer in multiples of 250 pcs' }]);

    const tooMany = await server.call('changeCartQuantity', { token, body: { cart_id: reelLine.cart_id, cart_num: 5250 } });
    expect([tooMany.status, tooMany.code]).toEqual([409, 4090]);
    expect(lineOf(await server.ok('getCartLists', { token }), reel)!.cart_num).toBe(250);

    expect(((await server.call('changeCartQuantity', { token, body: { cart_id: lineId, cart_num: 10, step: 1 } })).data as FieldErrors).errors[0]!.field).toBe('step');
    expect(((await server.call('changeCartQuantity', { token, body: { cart_id: lineId } })).data as FieldErrors).errors[0]!.field).toBe('cart_num');
    expect((await server.call('changeCartQuantity', { token, body: { cart_id: 999_999, cart_num: 10 } })).code).toBe(4040);
    expect((await server.call('changeCartQuantity', { token: otherToken, body: { cart_id: lineId, cart_num: 10 } })).code).toBe(4040);
  });

  it('ticks and unticks lines for checkout, one by one or all at once', async () => {
    await server.ok('addCartItem', { token, body: { goods_id: part.stm32f103c8t6, sku_id: await sku(part.stm32f103c8t6, HENGXIN), cart_num: 100 } });
    await server.ok('addCartItem', { token, body: { goods_id: part.lm358dr, sku_id: await sku(part.lm358dr, ARROWTECH), cart_num: 1000 } });
    const [first, second] = (await server.ok('getCartLists', { token })).lists;

    const unticked = await server.ok('selectCartLines', { token, body: { selected: false, cart_ids: [second!.id] } });
    expect(unticked.lists.map((line) => line.selected)).toEqual([true, false]);
    expect(unticked).toMatchObject({ total_price: 210, selected_count: 1 });
    const none = await server.ok('selectCartLines', { token, body: { selected: false, all: true } });
    expect(none).toMatchObject({ total_price: 0, selected_count: 0 });
    const all = await server.ok('selectCartLines', { token, body: { selected: true, all: true } });
    expect(all).toMatchObject({ total_price: 424, selected_count: 2 });

    // Naming someone else's line (or no line) changes nothing.
    const theirs = await server.call('selectCartLines', { token: otherToken, body: { selected: false, cart_ids: [first!.id] } });
    expect(theirs.code).toBe(4040);
    const mixed = await server.call('selectCartLines', { token, body: { selected: false, cart_ids: [first!.id, 999_999] } });
    expect(mixed.code).toBe(4040);
    expect((await server.ok('getCartLists', { token })).selected_count).toBe(2);
    const neither = await server.call('selectCartLines', { token, body: { selected: true } });
    expect([neither.code, (neither.data as FieldErrors).errors]).toEqual([4220, [{ field: 'cart_ids', message: 'Choose the lines to tick, or all of them' }]]);
  });

  it('removes a line, telling which part went, with the new count and total', async () => {
    await server.ok('addCartItem', { token, body: { goods_id: part.stm32f103c8t6, sku_id: await sku(part.stm32f103c8t6, HENGXIN), cart_num: 100 } });
    const capacitor = await server.ok('addCartItem', { token, body: { goods_id: part.grm188r71h104, sku_id: await sku(part.grm188r71h104, RHEIN), cart_num: 4000 } });
    expect((await server.call('deleteCartLine', { token: otherToken, params: { cartId: capacitor.cart_id } })).code).toBe(4040);

    const removed = await server.call('deleteCartLine', { token, params: { cartId: capacitor.cart_id }, headers: { Lang: 'fr' } });
    expect(removed).toMatchObject({
      code: 200,
      message: 'GRM188R71H104KA93D a été retiré de votre panier',
      data: { cart_id: capacitor.cart_id, count: 1, total_price: 210, selected_count: 1, currency_code: 'USD', currency_symbol: '$' },
    });
    expect((await server.call('deleteCartLine', { token, params: { cartId: capacitor.cart_id } })).code).toBe(4040);
    expect(await server.ok('getCartCount', { token })).toEqual({ count: 1 });
  });

  it('adds several offers at once, reporting each line and going on after a refused one', async () => {
    const stm32 = await sku(part.stm32f103c8t6, HENGXIN);
    const reel = await sku(part.stm32f103c8t6, RHEIN);
    const soldOut = await sku(part.lm358p, HENGXIN);
    await server.ok('addCartItem', { token, body: { goods_id: part.stm32f103c8t6, sku_id: stm32, cart_num: 100 } });
    const result = await server.call('addCartItems', {
      token,
      body: {
        source: 'bom',
        source_id: 3108,
        items: [
          { goods_id: part.stm32f103c8t6, sku_id: stm32, cart_num: 400 },
          { goods_id: part.lm358dr, sku_id: await sku(part.lm358dr, ARROWTECH), cart_num: 1000 },
          { goods_id: part.stm32f103c8t6, sku_id: reel, cart_num: 6000 },
          { goods_id: part.stm32f103c8t6, sku_id: reel, cart_num: 300 },
          { goods_id: part.lm358p, sku_id: soldOut, cart_num: 5 },
          { goods_id: part.lm358p, sku_id: 999_999, cart_num: 5 },
        ],
      },
    });
    expect(result).toMatchObject({ code: 200, message: '2 of 6 lines added to cart' });
    const data = result.data as SuccessData<'addCartItems'>;
    expect(data).toMatchObject({ added_count: 2, failed_count: 4, count: 2 });
    expect(data.results.map((line) => [line.index, line.result, line.part_number, line.stock, line.message])).toEqual([
      [0, 'merged', 'STM32F103C8T6', 48200, 'Added to the existing line (now 500 pcs)'],
      [1, 'added', 'LM358DR', 187500, 'Added to cart'],
      [2, 'understock', 'STM32F103C8T6', 5000, 'Only 5,000 pcs in stock'],
      [3, 'invalid_quantity', 'STM32F103C8T6', 5000, 'Order at least 250 pcs, in multiples of 250'],
      [4, 'sold_out', 'LM358P', 0, 'Sold out'],
      [5, 'not_found', null, null, 'This part or offer no longer exists'],
    ]);
    expect(data.results.filter((line) => line.cart_id !== null).map((line) => line.result)).toEqual(['merged', 'added']);
    const [bomLine] = await db().select().from(cartLines).where(eq(cartLines.goodsId, part.lm358dr));
    expect(bomLine).toMatchObject({ source: 'bom', sourceId: 3108 });
  });

  it('warns about lines that went sold out, understocked or off their offer\'s order rules', async () => {
    const stm32 = await sku(part.stm32f103c8t6, HENGXIN);
    const reel = await sku(part.stm32f103c8t6, RHEIN);
    const opamp = await sku(part.lm358dr, ARROWTECH);
    await server.ok('addCartItem', { token, body: { goods_id: part.stm32f103c8t6, sku_id: stm32, cart_num: 100 } });
    await server.ok('addCartItem', { token, body: { goods_id: part.stm32f103c8t6, sku_id: reel, cart_num: 500 } });
    await server.ok('addCartItem', { token, body: { goods_id: part.lm358dr, sku_id: opamp, cart_num: 100 } });
    try {
      await db().update(skus).set({ stock: 0 }).where(eq(skus.id, stm32));
      await db().update(skus).set({ stock: 300 }).where(eq(skus.id, reel));
      await db().update(skus).set({ moq: 250, increment: 250 }).where(eq(skus.id, opamp));
      const list = await server.ok('getCartLists', { token });
      expect([lineOf(list, stm32)!.cart_status, lineOf(list, reel)!.cart_status, lineOf(list, opamp)!.cart_status]).toEqual([1, 2, 3]);
    } finally {
      await db().update(skus).set({ stock: 48200 }).where(eq(skus.id, stm32));
      await db().update(skus).set({ stock: 5000 }).where(eq(skus.id, reel));
      await db().update(skus).set({ moq: 10, increment: 10 }).where(eq(skus.id, opamp));
    }
  });

  it('is for signed-in buyers only: 4010 without a token, 4001 with an expired one', async () => {
    const account = await createAccount(db(), now());
    const shortLived = await issueSession(db(), account.id, now(), { lifetimeSeconds: 60 });
    const calls = (tokenToSend?: string) => [
      server.call('getCartLists', { token: tokenToSend }),
      server.call('getCartCount', { token: tokenToSend }),
      server.call('addCartItem', { token: tokenToSend, body: { goods_id: part.lm358dr, sku_id: 1, cart_num: 10 } }),
      server.call('addCartItems', { token: tokenToSend, body: { source: 'manual', items: [{ goods_id: part.lm358dr, sku_id: 1, cart_num: 10 }] } }),
      server.call('changeCartQuantity', { token: tokenToSend, body: { cart_id: 1, cart_num: 10 } }),
      server.call('selectCartLines', { token: tokenToSend, body: { selected: true, all: true } }),
      server.call('deleteCartLine', { token: tokenToSend, params: { cartId: 1 } }),
    ];
    for (const result of await Promise.all(calls())) expect([result.status, result.code]).toEqual([401, 4010]);
    expect((await server.call('getCartCount', { token: shortLived.token })).code).toBe(200);
    current += 61_000;
    for (const result of await Promise.all(calls(shortLived.token))) expect([result.status, result.code]).toEqual([401, 4001]);
  });
});
