import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Which inputs of the two contract documents name a record, read from the
 * bundles `npm run generate` writes, so that a new operation (or a new input
 * of an old one) cannot reach an account's records without the ownership
 * matrix knowing.
 *
 * The rule: an input names a record when its last name segment ends the way
 * the documents name references (`…_id`, `…_ids`, `…Id`, `ids`, `…_sn`,
 * `…Sn`, `…_url`, `…Key`), or it is one of the few references the documents
 * spell otherwise (OTHER_REFERENCES). Every such input of every operation
 * must then be decided: either it names an account's own record
 * (OWN_RECORD_INPUTS: the matrix needs a row for each operation taking it)
 * or a record that is not anybody's (PUBLIC_RECORD_INPUTS, with the reason).
 * An input in neither list fails the matrix test until it is decided.
 *
 * Inputs are `path:`, `query:` or `header:` and the parameter's name, or
 * `body:` and the property's path (`items[].goods_id`), one level per object.
 */

export type Document = 'internal' | 'partner';

export interface RecordInput {
  document: Document;
  operationId: string;
  /** The operation needs a signed-in account (or a partner token). */
  signedIn: boolean;
  /** `path:orderSn`, `body:items[].goods_id`, … */
  input: string;
}

/** Names the rule above reads as references. */
const REFERENCE_NAME = /(?:_id|_ids|[a-z]Id|[a-z]Ids|^ids|_sn|[a-z]Sn|_url|[a-z-]Key)$/;

/** References the documents name otherwise: the avatar is the path of an uploaded image; two list filters match an RFQ number and a BOM name. */
const OTHER_REFERENCES = new Set(['updateUserProfile body:avatar_img', 'listMyRfqs query:keyword', 'listBoms query:keyword']);

/** Input names that name an account's own record, with what they name. */
export const OWN_RECORD_INPUTS: Record<string, string> = {
  orderSn: 'an order',
  order_sn: 'an order',
  addressId: 'a saved address',
  address_id: 'a saved address',
  billing_id: 'a saved billing address',
  billingId: 'a saved billing address',
  cartId: 'a cart line',
  cart_id: 'a cart line',
  cart_ids: 'cart lines',
  fileId: 'an uploaded file (transfer receipt or business licence)',
  receipt_url: 'an uploaded transfer receipt',
  license_file_id: 'an uploaded business licence',
  avatar_img: 'an uploaded avatar',
  paypal_order_id: "a payment started for the account's order",
  rfq_id: 'an RFQ',
  quote_id: "a quote of the account's RFQ",
  keyword: "an RFQ number or a BOM name (the list's text filter)",
  bom_id: 'a BOM',
  source_id: 'a BOM line (on addCartItems: the BOM or RFQ the lines come from)',
  source_ids: 'BOM lines',
  ids: 'BOMs or BOM lines',
  'Idempotency-Key': "the key of the account's earlier order request",
};

/** Input names that name records nobody owns, and why. */
export const PUBLIC_RECORD_INPUTS: Record<string, string> = {
  goods_id: 'a catalog part',
  goodsId: 'a catalog part',
  sku_id: "a catalog offer (a supplier's SKU)",
  skuId: "a catalog offer (a supplier's SKU)",
  category_id: 'a catalog category',
  manufacturer_ids: 'catalog manufacturers',
  manufacturerId: 'a catalog manufacturer',
  parameter_id: 'a catalog filter parameter',
  country_id: 'a country of the site options',
  parentId: "a region of China's region list",
  type_id: 'a fixed type (shipping or billing address, feedback kind)',
  shipping_id: 'a shipping option of the site',
  shippingId: 'a shipping option of the site',
  newsId: 'a published news article',
  pageKey: 'a content page of the site',
  goods_page_url: "a catalog part's page",
  return_url: 'a page of the shop to come back to, not a record',
};

const require = createRequire(import.meta.url);

interface Schema {
  $ref?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
}

interface Parameter {
  $ref?: string;
  name?: string;
  in?: string;
}

interface Operation {
  operationId?: string;
  security?: Array<Record<string, unknown>>;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

interface Bundle {
  security?: Array<Record<string, unknown>>;
  paths: Record<string, Record<string, Operation | Parameter[]>>;
}

const BUNDLES: Record<Document, string> = {
  internal: '@chipmart/generated/spec/openapi.json',
  partner: '@chipmart/generated/spec/open-api-v1.json',
};

/** Every input of one document's operations, with whether the operation needs an account. */
export function documentInputs(document: Document): RecordInput[] {
  const bundle = JSON.parse(readFileSync(require.resolve(BUNDLES[document]), 'utf8')) as Bundle;
  const resolve = <T extends { $ref?: string }>(value: T | undefined): T | undefined => {
    let current = value;
    for (let depth = 0; current?.$ref && depth < 10; depth++) {
      current = current.$ref
        .replace(/^#\//, '')
        .split('/')
        .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], bundle) as T | undefined;
    }
    return current;
  };
  const bodyInputs = (schema: Schema | undefined, prefix: string, found: Set<string>, depth = 0): void => {
    const resolved = resolve(schema);
    if (!resolved || depth > 8) return;
    for (const branch of [...(resolved.oneOf ?? []), ...(resolved.anyOf ?? []), ...(resolved.allOf ?? [])]) bodyInputs(branch, prefix, found, depth + 1);
    if (resolved.items) bodyInputs(resolved.items, `${prefix}[]`, found, depth + 1);
    for (const [name, property] of Object.entries(resolved.properties ?? {})) {
      const path = prefix ? `${prefix}.${name}` : name;
      found.add(path);
      bodyInputs(property, path, found, depth + 1);
    }
  };

  const inputs: RecordInput[] = [];
  for (const item of Object.values(bundle.paths)) {
    const shared = (item.parameters as Parameter[] | undefined) ?? [];
    for (const [method, value] of Object.entries(item)) {
      if (method === 'parameters') continue;
      const operation = value as Operation;
      if (!operation.operationId) continue;
      const security = operation.security ?? bundle.security ?? [];
      const signedIn = security.length > 0 && !security.some((requirement) => Object.keys(requirement).length === 0);
      const names = new Set<string>();
      for (const parameter of [...shared, ...(operation.parameters ?? [])]) {
        const resolved = resolve(parameter);
        if (resolved?.name && resolved.in && resolved.in !== 'cookie') names.add(`${resolved.in}:${resolved.name}`);
      }
      for (const media of Object.values(operation.requestBody?.content ?? {})) {
        const found = new Set<string>();
        bodyInputs(media.schema, '', found);
        for (const path of found) names.add(`body:${path}`);
      }
      for (const input of names) inputs.push({ document, operationId: operation.operationId, signedIn, input });
    }
  }
  return inputs;
}

/** The last name of an input: `body:items[].goods_id` is `goods_id`. */
export const inputName = (input: string) => input.split(/[:.]/).pop()!.replace(/\[\]$/, '');

/** The inputs of both documents that name a record, by the rule above. */
export function recordInputs(): RecordInput[] {
  return [...documentInputs('internal'), ...documentInputs('partner')].filter(
    ({ operationId, input }) => REFERENCE_NAME.test(inputName(input)) || OTHER_REFERENCES.has(`${operationId} ${input}`),
  );
}

/**
 * The reads that take no owned record but answer from the signed-in
 * account's own records: GET operations that need an account. Their answer to
 * one buyer must not change when another buyer's records appear.
 */
export function accountReads(): RecordInput[] {
  const owned = new Set(recordInputs().filter(({ input }) => inputName(input) in OWN_RECORD_INPUTS).map(({ document, operationId }) => `${document} ${operationId}`));
  const reads = new Map<string, RecordInput>();
  for (const document of ['internal', 'partner'] as const) {
    const bundle = JSON.parse(readFileSync(require.resolve(BUNDLES[document]), 'utf8')) as Bundle;
    for (const item of Object.values(bundle.paths)) {
      const operation = item.get as Operation | undefined;
      if (!operation?.operationId) continue;
      const security = operation.security ?? bundle.security ?? [];
      const signedIn = security.length > 0 && !security.some((requirement) => Object.keys(requirement).length === 0);
      if (signedIn && !owned.has(`${document} ${operation.operationId}`)) reads.set(operation.operationId, { document, operationId: operation.operationId, signedIn, input: '' });
    }
  }
  return [...reads.values()];
}
