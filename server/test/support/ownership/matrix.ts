import { randomBytes, randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { bankTransferReceipts, orderRequestKeys, supplierLicenseFiles } from '../../../src/platform/db/schema/index.ts';
import type { OperationId, PartnerOperations } from '../../../src/platform/http/operation-types.ts';
import type { CallOptions } from '../test-server.ts';
import type { PartnerCallOptions } from '../partner-calls.ts';
import type { Answer } from './answers.ts';
import type { Owner, World } from './world.ts';

/** What a buyer owns, as the matrix names it: how to say it, and how its owner reads it back. */
export interface Resource {
  noun: string;
  /** The record the same answer is expected for. */
  never: string;
  /** Everything the owner sees of it, through the API (and, for what the API does not show, the tables). */
  readBack: (world: World) => Promise<unknown>;
}

export type Id = string | number;

/** How the other buyer asks: the call with the identifier under test filled in. */
export type Ask = (id: Id, world: World) => Promise<Answer>;

/** One operation of the matrix: the other buyer addresses the owner's record by one input. */
export interface IdRow {
  resource: string;
  /** `id`: the call acts on the record; `filter`: a list filtered by it; `partner`: a partner API call. */
  via: 'id' | 'filter' | 'partner';
  operation: string;
  input: string;
  /** The owner's identifier the other buyer sends. */
  owned: (owner: Owner) => Id;
  /** An identifier of the same form that was never issued (a fresh one on each call). */
  unissued: (world: World) => Id;
  ask: Ask;
  /** The call succeeds for both (the identifier only labels or keys it); otherwise neither may succeed. */
  accepted?: boolean;
  /** Fields of the answer that differ between any two calls (a new order's number). */
  volatile?: string[];
}

/** A read of the other buyer's own records: its answer must be the one from before the owner had any. */
export interface ViewRow {
  operation: string;
  /** The filters, as the test name shows them. */
  shown: string;
  ask: (world: World) => Promise<Answer>;
}

const bytes = (content: unknown) => (content instanceof Uint8Array ? Buffer.from(content).toString('base64') : content);

/** The owner's call (which must succeed), its data with file bytes as text. */
async function mine(world: World, operation: OperationId, options: CallOptions = {}): Promise<unknown> {
  const data = await world.server.ok(operation, { token: world.owner.token, ...options });
  return data && typeof data === 'object' && 'kind' in data && data.kind === 'file' ? { ...data, content: bytes(data.content) } : data;
}

export const RESOURCES: Record<string, Resource> = {
  'cart line': {
    noun: 'cart line',
    never: 'a cart line never added',
    readBack: (world) => mine(world, 'getCartLists'),
  },
  address: {
    noun: 'address',
    never: 'an address never saved',
    readBack: (world) => mine(world, 'listUserAddresses'),
  },
  order: {
    noun: 'order',
    never: 'an order never placed',
    readBack: async (world) => {
      const { owner } = world;
      const numbers = [owner.awaitingOrder, owner.shippedOrder, owner.reportedOrder, owner.termsOrder, owner.partnerOrder];
      return Promise.all(numbers.map((orderSn) => mine(world, 'getOrder', { params: { orderSn } })));
    },
  },
  payment: {
    noun: 'payment',
    never: 'a payment never started',
    readBack: async (world) => [
      await mine(world, 'getOrder', { params: { orderSn: world.owner.awaitingOrder } }),
      await mine(world, 'getBankTransferReport', { query: { order_sn: world.owner.reportedOrder } }),
    ],
  },
  'credit bill': {
    noun: 'credit line and bills',
    never: 'a buyer without net terms',
    readBack: (world) => mine(world, 'getUserCredit'),
  },
  rfq: {
    noun: 'RFQ',
    never: 'an RFQ never sent',
    readBack: async (world) => [await mine(world, 'getMyRfqDetail', { query: { rfq_id: world.owner.rfq } }), await mine(world, 'listMyRfqs')],
  },
  'rfq quote': {
    noun: 'RFQ quote',
    never: 'a quote never made',
    readBack: async (world) => [await mine(world, 'getMyRfqDetail', { query: { rfq_id: world.owner.rfq } }), await mine(world, 'getCartLists')],
  },
  bom: {
    noun: 'BOM',
    never: 'a BOM never uploaded',
    readBack: async (world) => [
      await mine(world, 'getBom', { query: { bom_id: world.owner.bom } }),
      await mine(world, 'listBomLines', { query: { bom_id: world.owner.bom, page_size: 100 } }),
      await mine(world, 'listBoms'),
    ],
  },
  'bom line': {
    noun: 'BOM line',
    never: 'a BOM line never added',
    readBack: (world) => mine(world, 'listBomLines', { query: { bom_id: world.owner.bom, page_size: 100 } }),
  },
  upload: {
    noun: 'upload',
    never: 'a file never uploaded',
    readBack: async (world) => {
      const { owner } = world;
      const db = world.server.database.db;
      return {
        receipts: await Promise.all([owner.reportedReceipt, owner.unusedReceipt].map((fileId) => mine(world, 'getBankTransferReceipt', { params: { fileId } }))),
        licences: await Promise.all([owner.appliedLicence, owner.unusedLicence].map((fileId) => mine(world, 'getSupplierLicense', { params: { fileId } }))),
        avatar: ((await mine(world, 'getUserProfile')) as { avatar_img: string | null }).avatar_img,
        // Whether each file was used: the API shows it only by refusing a second use.
        receiptUse: await db
          .select({ fileId: bankTransferReceipts.fileId, orderId: bankTransferReceipts.orderId, reportEventId: bankTransferReceipts.reportEventId })
          .from(bankTransferReceipts)
          .where(inArray(bankTransferReceipts.fileId, [owner.reportedReceipt, owner.unusedReceipt]))
          .orderBy(bankTransferReceipts.fileId),
        licenceUse: await db
          .select({ fileId: supplierLicenseFiles.fileId, applicationId: supplierLicenseFiles.applicationId })
          .from(supplierLicenseFiles)
          .where(inArray(supplierLicenseFiles.fileId, [owner.appliedLicence, owner.unusedLicence]))
          .orderBy(supplierLicenseFiles.fileId),
      };
    },
  },
  'supplier application': {
    noun: 'supplier application and excess list',
    never: 'an account that never applied',
    readBack: async (world) => [await mine(world, 'listSupplierSettlements'), await mine(world, 'listExcessOffers')],
  },
  'api access': {
    noun: 'API access',
    never: 'an account without API access',
    readBack: async (world) => [await mine(world, 'getApiAccessApplication'), (await world.partner('getUser', { token: world.owner.partnerToken })).data],
  },
  'request key': {
    noun: 'order request key',
    never: 'a key never used',
    readBack: (world) =>
      world.server.database.db
        .select({ key: orderRequestKeys.requestKey, hash: orderRequestKeys.requestHash, orderId: orderRequestKeys.orderId, status: orderRequestKeys.answerStatus, body: orderRequestKeys.answerBody })
        .from(orderRequestKeys)
        .where(eq(orderRequestKeys.userId, world.owner.userId))
        .orderBy(orderRequestKeys.requestKey),
  },
};

/** A shop call by the other buyer, the identifier under test filled in. */
export const shop =
  (operation: OperationId, options: (id: Id, world: World) => CallOptions): Ask =>
  (id, world) =>
    world.server.call(operation, { token: world.other.token, ...options(id, world) });

/** A partner API call with the other buyer's partner token. */
export const api =
  (operation: OperationId<PartnerOperations>, options: (id: Id, world: World) => PartnerCallOptions): Ask =>
  (id, world) =>
    world.partner(operation, { token: world.other.partnerToken, ...options(id, world) });

let issued = 0;
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Identifiers of the forms the server issues, that it never issued. */
export const never = {
  /** Database ids count up from 1; these are near PostgreSQL's integer limit. */
  id: () => 2_000_000_000 + ++issued,
  orderSn: (world: World) => `CM${world.now().toISOString().slice(2, 10).replace(/-/g, '')}${9_000_000 + ++issued}`,
  fileId: (prefix: 'rcpt' | 'lic') => () => `${prefix}_${[...randomBytes(26)].map((byte) => CROCKFORD[byte % 32]).join('')}`,
  receiptUrl: (world: World) => world.owner.unusedReceiptUrl.replace(world.owner.unusedReceipt, never.fileId('rcpt')()),
  /** RFQ, the day, the id: the same day with an id far above any issued. */
  rfqSn: (world: World) => world.owner.rfqSn.replace(/\d{6}$/, () => String(900_000 + ++issued)),
  paypalOrder: (world: World) => [...randomBytes(world.owner.paypalOrder.length)].map((byte) => CROCKFORD[byte % 32]).join(''),
  avatar: () => `/uploads/avatar/${2_000_000_000 + ++issued}.png`,
  key: () => randomUUID(),
};
