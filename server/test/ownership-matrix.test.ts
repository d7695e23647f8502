import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { part } from './catalog-fixture.ts';
import { comparable, leakedSecrets, type Answer } from './support/ownership/answers.ts';
import { api, never, RESOURCES, shop, type IdRow, type ViewRow } from './support/ownership/matrix.ts';
import { accountReads, inputName, OWN_RECORD_INPUTS, PUBLIC_RECORD_INPUTS, recordInputs } from './support/ownership/record-inputs.ts';
import { otherBuyerFirst, ownerArrives, type Owner, type World } from './support/ownership/world.ts';
import { describeEachEngine } from './support/engines.ts';
import { DHL, GERMANY } from './support/order-fixtures.ts';
import { uploadForm } from './support/upload-files.ts';

/**
 * The ownership matrix: for every record a buyer owns and every operation
 * that names one, another buyer gets exactly the answer a record that was
 * never issued gets (same status, code, message and data, the identifier
 * itself aside), nothing of the owner's shows in any answer, and the owner
 * reads the record back unchanged. One row per operation and input: adding
 * a resource or an operation is one more line. Which operations need a row
 * is read from the contract documents (support/ownership/record-inputs.ts).
 */

const awaiting = (owner: Owner) => owner.awaitingOrder;
const BUY = (world: World) => world.other.buyNow;
const OTHER_ADDRESS = {
  type_id: 1 as const,
  contact_name: 'Jonas Weber',
  company_name: 'Weber Fertigung GmbH',
  telephone: '+49 89 2180 4499',
  email_address: 'einkauf@weber-fertigung.example',
  country_id: GERMANY,
  state: 'Bavaria',
  city: 'Munich',
  postal_code: '80331',
  address_ln1: 'Brienner Str. 12',
};

/** Row builders: the resource, the operation and input, whose identifier, and the call. */
const byId = (resource: string, operation: string, input: string, owned: IdRow['owned'], unissued: IdRow['unissued'], ask: IdRow['ask'], extra: Partial<IdRow> = {}): IdRow => ({
  resource,
  via: 'id',
  operation,
  input,
  owned,
  unissued,
  ask,
  ...extra,
});
const byFilter = (...args: Parameters<typeof byId>): IdRow => ({ ...byId(...args), via: 'filter', accepted: true });
const byPartner = (...args: Parameters<typeof byId>): IdRow => ({ ...byId(...args), via: 'partner' });

const MATRIX: IdRow[] = [
  // Orders.
  byId('order', 'getOrder', 'path:orderSn', awaiting, never.orderSn, shop('getOrder', (sn) => ({ params: { orderSn: sn } }))),
  byId('order', 'getOrderPaymentState', 'query:order_sn', awaiting, never.orderSn, shop('getOrderPaymentState', (sn) => ({ query: { order_sn: sn } }))),
  byId('order', 'cancelOrder', 'body:order_sn', awaiting, never.orderSn, shop('cancelOrder', (sn) => ({ body: { order_sn: sn as string, cancel_reason: 'Ordered twice' } }))),
  byId('order', 'confirmOrderReceipt', 'body:order_sn', (owner) => owner.shippedOrder, never.orderSn, shop('confirmOrderReceipt', (sn) => ({ body: { order_sn: sn as string } }))),
  byFilter('order', 'listOrders', 'query:order_sn', awaiting, never.orderSn, shop('listOrders', (sn) => ({ query: { order_sn: sn } }))),
  byId('order', 'listPayMethods', 'query:order_sn', awaiting, never.orderSn, shop('listPayMethods', (sn) => ({ query: { order_sn: sn } }))),
  byId('order', 'getBankTransferAccount', 'query:order_sn', awaiting, never.orderSn, shop('getBankTransferAccount', (sn) => ({ query: { order_sn: sn, currency_code: 'USD' } }))),
  byId('order', 'getBankTransferReport', 'query:order_sn', (owner) => owner.reportedOrder, never.orderSn, shop('getBankTransferReport', (sn) => ({ query: { order_sn: sn } }))),
  byId('order', 'confirmBankTransfer', 'body:order_sn', awaiting, never.orderSn, shop('confirmBankTransfer', (sn) => ({ body: { order_sn: sn as string, remittance_reference: 'WEBER-TT-1' } }))),
  byId('order', 'createPaypalOrder', 'body:order_sn', awaiting, never.orderSn, shop('createPaypalOrder', (sn) => ({ body: { order_sn: sn as string, currency_code: 'USD' } }))),
  byId('order', 'capturePaypalOrder', 'body:order_sn', awaiting, never.orderSn, shop('capturePaypalOrder', (sn, world) => ({ body: { order_sn: sn as string, paypal_order_id: world.owner.paypalOrder } }))),
  byId('order', 'createWeChatPayOrder', 'body:order_sn', awaiting, never.orderSn, shop('createWeChatPayOrder', (sn) => ({ body: { order_sn: sn as string, currency_code: 'CNY' } }))),
  byId('order', 'createAlipayOrder', 'body:order_sn', awaiting, never.orderSn, shop('createAlipayOrder', (sn) => ({ body: { order_sn: sn as string, mode: 'page' } }))),
  byId('order', 'payOrderOnTerms', 'body:order_sn', awaiting, never.orderSn, shop('payOrderOnTerms', (sn) => ({ body: { order_sn: sn as string } }))),
  byPartner('order', 'getOrders', 'query:orderSn', (owner) => owner.partnerOrder, never.orderSn, api('getOrders', (sn) => ({ query: { orderSn: sn, page: 1, pageSize: 20 } }))),

  // Payments started for an order.
  byId('payment', 'capturePaypalOrder', 'body:paypal_order_id', (owner) => owner.paypalOrder, never.paypalOrder, shop('capturePaypalOrder', (id, world) => ({ body: { order_sn: world.other.order, paypal_order_id: id as string } }))),

  // Saved addresses.
  byId('address', 'updateUserAddress', 'path:addressId', (owner) => owner.shippingAddress, never.id, shop('updateUserAddress', (id) => ({ params: { addressId: id }, body: OTHER_ADDRESS }))),
  byId('address', 'deleteUserAddress', 'path:addressId', (owner) => owner.billingAddress, never.id, shop('deleteUserAddress', (id) => ({ params: { addressId: id } }))),
  byId('address', 'previewCheckout', 'body:address_id', (owner) => owner.shippingAddress, never.id, shop('previewCheckout', (id) => ({ body: { address_id: id } }))),
  byId('address', 'previewCheckout', 'body:billing_id', (owner) => owner.billingAddress, never.id, shop('previewCheckout', (id, world) => ({ body: { address_id: world.other.shippingAddress, billing_id: id } }))),
  byId('address', 'previewBuyNow', 'body:address_id', (owner) => owner.shippingAddress, never.id, shop('previewBuyNow', (id, world) => ({ body: { ...BUY(world), address_id: id } }))),
  byId('address', 'previewBuyNow', 'body:billing_id', (owner) => owner.billingAddress, never.id, shop('previewBuyNow', (id, world) => ({ body: { ...BUY(world), address_id: world.other.shippingAddress, billing_id: id } }))),
  byId('address', 'placeOrder', 'body:address_id', (owner) => owner.shippingAddress, never.id, shop('placeOrder', (id, world) => ({ body: { source: 'buy_now', buy_now: BUY(world), address_id: id as number, billing_id: world.other.billingAddress, shipping_id: DHL, expected_realized_price: world.other.buyNowPrice } }))),
  byId('address', 'placeOrder', 'body:billing_id', (owner) => owner.billingAddress, never.id, shop('placeOrder', (id, world) => ({ body: { source: 'buy_now', buy_now: BUY(world), address_id: world.other.shippingAddress, billing_id: id as number, shipping_id: DHL, expected_realized_price: world.other.buyNowPrice } }))),
  byPartner('address', 'saveOrders', 'body:addressId', (owner) => owner.shippingAddress, never.id, api('saveOrders', (id, world) => ({ body: { addressId: id, billingId: world.other.billingAddress, shippingId: DHL, currencyCode: 'USD', purchasedGoods: [{ skuId: BUY(world).sku_id, num: 10 }] } }))),
  byPartner('address', 'saveOrders', 'body:billingId', (owner) => owner.billingAddress, never.id, api('saveOrders', (id, world) => ({ body: { addressId: world.other.shippingAddress, billingId: id, shippingId: DHL, currencyCode: 'USD', purchasedGoods: [{ skuId: BUY(world).sku_id, num: 10 }] } }))),

  // Cart lines.
  byId('cart line', 'changeCartQuantity', 'body:cart_id', (owner) => owner.cartLines[0]!, never.id, shop('changeCartQuantity', (id) => ({ body: { cart_id: id as number, cart_num: 1000 } }))),
  byId('cart line', 'deleteCartLine', 'path:cartId', (owner) => owner.cartLines[0]!, never.id, shop('deleteCartLine', (id) => ({ params: { cartId: id } }))),
  byId('cart line', 'selectCartLines', 'body:cart_ids', (owner) => owner.cartLines[1]!, never.id, shop('selectCartLines', (id, world) => ({ body: { selected: false, cart_ids: [world.other.cartLine, id as number] } }))),

  // RFQs and their quotes.
  byId('rfq', 'getMyRfqDetail', 'query:rfq_id', (owner) => owner.rfq, never.id, shop('getMyRfqDetail', (id) => ({ query: { rfq_id: id } }))),
  byFilter('rfq', 'listMyRfqs', 'query:keyword', (owner) => owner.rfqSn, never.rfqSn, shop('listMyRfqs', (sn) => ({ query: { keyword: sn } }))),
  byId('rfq quote', 'addRfqQuoteToCart', 'body:quote_id', (owner) => owner.quote, never.id, shop('addRfqQuoteToCart', (id) => ({ body: { quote_id: id as number, cart_num: 1000 } }))),

  // BOMs and their lines.
  byId('bom', 'getBom', 'query:bom_id', (owner) => owner.bom, never.id, shop('getBom', (id) => ({ query: { bom_id: id } }))),
  byId('bom', 'listBomLines', 'query:bom_id', (owner) => owner.bom, never.id, shop('listBomLines', (id) => ({ query: { bom_id: id } }))),
  byFilter('bom', 'listBoms', 'query:keyword', (owner) => owner.bomName, () => `Never uploaded ${never.id()}`, shop('listBoms', (name) => ({ query: { keyword: name } }))),
  byId('bom', 'exportBom', 'query:bom_id', (owner) => owner.bom, never.id, shop('exportBom', (id) => ({ query: { bom_id: id } }))),
  byId('bom', 'renameBom', 'body:bom_id', (owner) => owner.bom, never.id, shop('renameBom', (id) => ({ body: { bom_id: id as number, bom_name: 'Taken over' } }))),
  byId('bom', 'duplicateBom', 'body:bom_id', (owner) => owner.bom, never.id, shop('duplicateBom', (id) => ({ body: { bom_id: id as number, set_count: 5 } }))),
  byId('bom', 'deleteBoms', 'query:ids', (owner) => owner.bom, never.id, shop('deleteBoms', (id, world) => ({ query: { ids: [world.other.bom, id] } }))),
  byId('bom', 'matchBom', 'body:bom_id', (owner) => owner.bom, never.id, shop('matchBom', (id) => ({ body: { bom_id: id as number } }))),
  byId('bom', 'changeBomQuantity', 'body:bom_id', (owner) => owner.bom, never.id, shop('changeBomQuantity', (id) => ({ body: { bom_id: id as number, set_count: 3 } }))),
  byId('bom', 'addBomLine', 'body:bom_id', (owner) => owner.bom, never.id, shop('addBomLine', (id) => ({ body: { bom_id: id as number, part_number: 'LM358DR', quantity: 2 } }))),
  byId('bom', 'deleteBomLines', 'query:bom_id', (owner) => owner.bom, never.id, shop('deleteBomLines', (id, world) => ({ query: { bom_id: id, ids: [world.owner.bomLine] } }))),
  byId('bom', 'changeBomLineMatching', 'body:bom_id', (owner) => owner.bom, never.id, shop('changeBomLineMatching', (id, world) => ({ body: { bom_id: id as number, source_ids: [world.owner.bomLine], match_mode: 0 } }))),
  // Lines of another BOM are no lines of this one: matching the buyer's own BOM takes them like unknown ids (it matches nothing).
  byId('bom line', 'matchBom', 'body:source_ids', (owner) => owner.bomLine, never.id, shop('matchBom', (id, world) => ({ body: { bom_id: world.other.bom, source_ids: [id as number] } })), { accepted: true }),
  byId('bom line', 'changeBomQuantity', 'body:source_id', (owner) => owner.bomLine, never.id, shop('changeBomQuantity', (id, world) => ({ body: { bom_id: world.other.bom, source_id: id as number, quantity: 7 } }))),
  byId('bom line', 'deleteBomLines', 'query:ids', (owner) => owner.bomLine, never.id, shop('deleteBomLines', (id, world) => ({ query: { bom_id: world.other.bom, ids: [id] } }))),
  byId('bom line', 'changeBomLineMatching', 'body:source_ids', (owner) => owner.bomLine, never.id, shop('changeBomLineMatching', (id, world) => ({ body: { bom_id: world.other.bom, source_ids: [id as number], match_mode: 0 } }))),
  byId('bom line', 'listBomLineSuppliers', 'query:source_id', (owner) => owner.bomLine, never.id, shop('listBomLineSuppliers', (id) => ({ query: { source_id: id } }))),
  byId('bom line', 'listBomLineParts', 'query:source_id', (owner) => owner.bomLine, never.id, shop('listBomLineParts', (id) => ({ query: { source_id: id } }))),
  byId('bom line', 'changeBomLineSupplier', 'body:source_id', (owner) => owner.bomLine, never.id, shop('changeBomLineSupplier', (id) => ({ body: { source_id: id as number, sku_id: 1 } }))),
  byId('bom line', 'changeBomLinePart', 'body:source_id', (owner) => owner.bomLine, never.id, shop('changeBomLinePart', (id) => ({ body: { source_id: id as number, goods_id: part.stm32f103c8t6 } }))),
  // The BOM a cart line came from is only a label kept for reporting: another buyer's BOM is taken like an unknown one.
  byId('bom', 'addCartItems', 'body:source_id', (owner) => owner.bom, never.id, async (id, world) => {
    const added = await world.server.call('addCartItems', { token: world.other.token, body: { source: 'bom', source_id: id as number, items: [{ ...BUY(world), cart_num: 10 }].map(({ goods_id, sku_id, cart_num }) => ({ goods_id, sku_id, cart_num })) } });
    const cartId = (added.data as { results?: Array<{ cart_id: number | null }> }).results?.[0]?.cart_id;
    if (cartId) await world.server.ok('deleteCartLine', { token: world.other.token, params: { cartId } });
    return added;
  }, { accepted: true, volatile: ['cart_id'] }),

  // Uploads: transfer receipts, business licences, avatars.
  byId('upload', 'getBankTransferReceipt', 'path:fileId', (owner) => owner.unusedReceipt, never.fileId('rcpt'), shop('getBankTransferReceipt', (fileId) => ({ params: { fileId } }))),
  byId('upload', 'confirmBankTransfer', 'body:receipt_url', (owner) => owner.unusedReceiptUrl, never.receiptUrl, shop('confirmBankTransfer', (url, world) => ({ body: { order_sn: world.other.order, remittance_reference: 'WEBER-TT-2', receipt_url: url as string } }))),
  byId('upload', 'getSupplierLicense', 'path:fileId', (owner) => owner.unusedLicence, never.fileId('lic'), shop('getSupplierLicense', (fileId) => ({ params: { fileId } }))),
  byId('upload', 'submitSupplierSettlement', 'body:license_file_id', (owner) => owner.unusedLicence, never.fileId('lic'), shop('submitSupplierSettlement', (fileId) => ({
    body: {
      company_name: 'Weber Fertigung GmbH',
      registration_number: 'HRB 998877',
      country_id: GERMANY,
      company_address: 'Brienner Str. 12, Munich',
      contact_name: 'Jonas Weber',
      email: 'sales@weber-fertigung.example',
      telephone: '+49 89 2180 4499',
      captcha: '123456',
      license_file_id: fileId as string,
      main_products: ['Passives'],
      main_manufacturers: ['Murata'],
      supply_types: ['stock'],
    },
  }))),
  byId('upload', 'updateUserProfile', 'body:avatar_img', (owner) => owner.avatar, never.avatar, shop('updateUserProfile', (path) => ({ body: { avatar_img: path as string } }))),

  // Order request keys (Idempotency-Key): each account has its own; the owner's key is a new one to anybody else.
  byId('request key', 'placeOrder', 'header:Idempotency-Key', (owner) => owner.shopRequestKey, never.key, shop('placeOrder', (key, world) => ({
    headers: { 'Idempotency-Key': key as string },
    body: { source: 'buy_now', buy_now: BUY(world), address_id: world.other.shippingAddress, billing_id: world.other.billingAddress, shipping_id: DHL, expected_realized_price: world.other.buyNowPrice },
  })), { accepted: true, volatile: ['order_sn', 'pay_page_url', 'message'] }),
  byPartner('request key', 'saveOrders', 'header:Idempotency-Key', (owner) => owner.partnerRequestKey, never.key, api('saveOrders', (key, world) => ({
    headers: { 'Idempotency-Key': key as string },
    body: { addressId: world.other.shippingAddress, billingId: world.other.billingAddress, shippingId: DHL, currencyCode: 'USD', purchasedGoods: [{ skuId: BUY(world).sku_id, num: 10 }] },
  })), { accepted: true, volatile: ['data'] }),
];

/**
 * The other buyer's reads of its own records, each with the filters it
 * takes: the answers must be the ones from before the owner had anything.
 */
const VIEWS: ViewRow[] = [
  { operation: 'getCartLists', shown: '', ask: (world) => world.server.call('getCartLists', { token: world.other.token }) },
  { operation: 'getCartCount', shown: '', ask: (world) => world.server.call('getCartCount', { token: world.other.token }) },
  { operation: 'listUserAddresses', shown: '', ask: (world) => world.server.call('listUserAddresses', { token: world.other.token }) },
  { operation: 'listUserAddresses', shown: 'shipping only', ask: (world) => world.server.call('listUserAddresses', { token: world.other.token, query: { type_id: 1 } }) },
  { operation: 'listOrders', shown: '', ask: (world) => world.server.call('listOrders', { token: world.other.token }) },
  { operation: 'listOrders', shown: 'awaiting payment', ask: (world) => world.server.call('listOrders', { token: world.other.token, query: { state: 0 } }) },
  { operation: 'listOrders', shown: 'placed this year', ask: (world) => world.server.call('listOrders', { token: world.other.token, query: { start_date: '2026-01-01', end_date: '2026-12-31' } }) },
  { operation: 'getUserProfile', shown: '', ask: (world) => world.server.call('getUserProfile', { token: world.other.token }) },
  { operation: 'getUserCredit', shown: '', ask: (world) => world.server.call('getUserCredit', { token: world.other.token }) },
  { operation: 'getApiAccessApplication', shown: '', ask: (world) => world.server.call('getApiAccessApplication', { token: world.other.token }) },
  { operation: 'listMyRfqs', shown: '', ask: (world) => world.server.call('listMyRfqs', { token: world.other.token }) },
  { operation: 'listMyRfqs', shown: 'quoted', ask: (world) => world.server.call('listMyRfqs', { token: world.other.token, query: { state: 1 } }) },
  { operation: 'listBoms', shown: '', ask: (world) => world.server.call('listBoms', { token: world.other.token }) },
  { operation: 'listExcessOffers', shown: '', ask: (world) => world.server.call('listExcessOffers', { token: world.other.token }) },
  { operation: 'listSupplierSettlements', shown: '', ask: (world) => world.server.call('listSupplierSettlements', { token: world.other.token }) },
  // The preview of a spreadsheet with the owner's BOM header: the owner's remembered column mapping is the owner's alone.
  {
    operation: 'readExcelFile',
    shown: "a sheet with the owner's BOM header",
    ask: (world) => world.server.call('readExcelFile', { token: world.other.token, form: uploadForm('Ref,Value,Part,Maker,Count,Notes\nR1,10k,RC0603FR-0710KL,Yageo,4,\n', 'parts.csv') }),
  },
  // Calls on the other buyer's own records whose answers also list the account's addresses, credit and payments.
  { operation: 'getOrder', shown: 'its own order', ask: (world) => world.server.call('getOrder', { token: world.other.token, params: { orderSn: world.other.order } }) },
  { operation: 'listPayMethods', shown: 'its own order', ask: (world) => world.server.call('listPayMethods', { token: world.other.token, query: { order_sn: world.other.order } }) },
  { operation: 'previewCheckout', shown: 'its own cart', ask: (world) => world.server.call('previewCheckout', { token: world.other.token, body: {} }) },
  { operation: 'previewBuyNow', shown: 'its own offer', ask: (world) => world.server.call('previewBuyNow', { token: world.other.token, body: BUY(world) }) },
  { operation: 'getUser', shown: 'partner API', ask: (world) => world.partner('getUser', { token: world.other.partnerToken }) },
  { operation: 'getOrders', shown: 'partner API', ask: (world) => world.partner('getOrders', { token: world.other.partnerToken, query: { page: 1, pageSize: 20 } }) },
  { operation: 'getShipping', shown: 'partner API', ask: (world) => world.partner('getShipping', { token: world.other.partnerToken }) },
];

/** Reads that need an account but answer nothing of it. */
const NOT_ACCOUNT_DATA: Record<string, string> = {
  getPaypalClientToken: "the provider's browser token: no record of the account",
  downloadBomTemplate: 'the same template file for everybody',
  getGoods: 'the catalog',
};

const rowKey = (operation: string, input: string) => `${operation} ${input}`;

describe('the ownership matrix covers the contract', () => {
  const inputs = recordInputs();

  it('decides every input that names a record: an account’s own, or nobody’s', () => {
    const undecided = inputs.filter(({ input }) => !(inputName(input) in OWN_RECORD_INPUTS) && !(inputName(input) in PUBLIC_RECORD_INPUTS));
    expect(undecided.map(({ operationId, input }) => rowKey(operationId, input))).toEqual([]);
  });

  it('has a row for every operation and input that names an account’s own record, and no row for one the documents lack', () => {
    const owned = new Set(inputs.filter(({ input }) => inputName(input) in OWN_RECORD_INPUTS).map(({ operationId, input }) => rowKey(operationId, input)));
    const rows = new Set(MATRIX.map((row) => rowKey(row.operation, row.input)));
    expect([...owned].filter((key) => !rows.has(key))).toEqual([]);
    expect([...rows].filter((key) => !owned.has(key))).toEqual([]);
  });

  it('has a row for every read of an account’s own records', () => {
    const views = new Set(VIEWS.map((view) => view.operation));
    expect(accountReads().map(({ operationId }) => operationId).filter((id) => !views.has(id) && !(id in NOT_ACCOUNT_DATA))).toEqual([]);
  });
});

describeEachEngine('another buyer can neither read nor change what a buyer owns', (engine) => {
  let world: World;
  const before = new Map<ViewRow, Answer>();
  const ownerSees = new Map<string, unknown>();

  beforeAll(async () => {
    world = await otherBuyerFirst(engine);
    for (const view of VIEWS) before.set(view, await view.ask(world));
    await ownerArrives(world);
    for (const [name, resource] of Object.entries(RESOURCES)) ownerSees.set(name, await resource.readBack(world));
  }, 120_000);
  afterAll(async () => world?.server.close());

  for (const view of VIEWS) {
    it(`${view.operation}${view.shown ? ` (${view.shown})` : ''}: another buyer's records do not show; the answer is the one from before they existed`, async () => {
      const answer = await view.ask(world);
      expect(leakedSecrets(answer, world.owner.secrets)).toEqual([]);
      expect(comparable(answer, '')).toEqual(comparable(before.get(view)!, ''));
    });
  }

  for (const row of MATRIX) {
    const resource = RESOURCES[row.resource]!;
    const how = row.via === 'filter' ? `lists filtered by another buyer's ${resource.noun}` : row.via === 'partner' ? `partner API, another buyer's ${resource.noun}` : `another buyer's ${resource.noun}`;
    it(`${row.operation} (${row.input}), ${how}: the same answer as for ${resource.never}, and the ${resource.noun} is unchanged`, async () => {
      const owned = row.owned(world.owner);
      const foreign = await row.ask(owned, world);
      const unissued = row.unissued(world);
      const missing = await row.ask(unissued, world);
      expect(leakedSecrets(foreign, world.owner.secrets, owned)).toEqual([]);
      expect(comparable(foreign, owned, row.volatile)).toEqual(comparable(missing, unissued, row.volatile));
      if (row.accepted) expect(foreign.status).toBe(200);
      else expect(foreign.status).not.toBe(200);
      expect(await resource.readBack(world)).toEqual(ownerSees.get(row.resource));
    });
  }
});
