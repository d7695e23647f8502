import { describe, expect, it } from 'vitest';
import { loadBundle, resolve, type DocumentName, type JsonObject } from './support/documents.ts';

// Section 3 and 7 of the product spec name these entities and fields; the contract must use exactly those names.
const namedEntities: Array<{ document: DocumentName; entity: string; schema: string; fields: string[] }> = [
  { document: 'internal', entity: 'cart line', schema: 'CartLine', fields: ['id', 'part_number', 'brand_name', 'icons', 'goods_page_url', 'cart_num', 'unit_price', 'subtotal_price', 'cart_status'] },
  { document: 'internal', entity: 'RFQ list item', schema: 'RfqListItem', fields: ['part_number', 'manufacturer', 'package', 'date_code', 'qty', 'goods_id', 'target_price', 'goods_page_url', 'delivery_plan_date', 'icons'] },
  { document: 'internal', entity: 'compare item (from a listed part)', schema: 'GoodsCard', fields: ['goods_page_url', 'part_number', 'brand_name', 'icons'] },
  { document: 'internal', entity: 'feedback', schema: 'SiteFeedbackRequest', fields: ['type_id', 'email', 'feedback_content'] },
  {
    document: 'internal',
    entity: 'site config',
    schema: 'SiteConfig',
    fields: [
      'logo_head', 'logo_foot', 'logo_admin', 'website_home', 'website_admin', 'contact_tel', 'contact_email', 'contact_whatsApp',
      'contact_skype', 'contact_weChat_img', 'socialize_facebook', 'socialize_twitter', 'socialize_instagram', 'socialize_linkedin',
      'socialize_youtube', 'trustpilot_template_id', 'trustpilot_businessunit_id', 'company_address', 'company_name',
      'google_measurement_id', 'google_tagmanager_id', 'seo',
    ],
  },
  { document: 'internal', entity: 'site SEO', schema: 'SiteSeo', fields: ['title', 'keyword', 'description'] },
  { document: 'internal', entity: 'currency entry', schema: 'SiteCurrency', fields: ['currency_code', 'currency_symbol', 'state'] },
  { document: 'internal', entity: 'shipping option', schema: 'ShippingOption', fields: ['shippingId', 'shippingName', 'shippingTime', 'shippingPrice'] },
  { document: 'internal', entity: 'password login', schema: 'UserLoginInput', fields: ['email', 'telephone', 'password'] },
  { document: 'internal', entity: 'verification-code login', schema: 'UserVerificationLoginInput', fields: ['email', 'telephone', 'captcha'] },
  { document: 'internal', entity: 'user session', schema: 'UserSession', fields: ['token', 'expire', 'userInfo'] },
  { document: 'partner', entity: 'shipping option', schema: 'ShippingOption', fields: ['shippingId', 'shippingName', 'shippingTime', 'shippingPrice'] },
  {
    document: 'partner',
    entity: 'order',
    schema: 'Order',
    fields: ['orderSn', 'state', 'goodsPrice', 'shippingPrice', 'realizedPrice', 'payTime', 'createTime', 'cancelTime', 'shippingTime', 'returnedTime', 'orderGoods', 'orderAddress', 'OrderShipping'],
  },
  { document: 'partner', entity: 'order goods', schema: 'OrderGoods', fields: ['part_number', 'brand_name', 'package_case', 'icons', 'goods_id', 'sku_id', 'num', 'unit_price', 'subtotal_price'] },
  {
    document: 'partner',
    entity: 'order address',
    schema: 'OrderAddress',
    fields: ['typeId', 'telephone', 'postalCode', 'contactName', 'emailAddress', 'companyName', 'countryName', 'state', 'city', 'addressLn1', 'addressLn2'],
  },
  { document: 'partner', entity: 'order shipping', schema: 'OrderShipping', fields: ['deliveryName', 'trackingNumber'] },
  { document: 'partner', entity: 'user', schema: 'UserData', fields: ['basicData', 'paymentData', 'addressData'] },
  {
    document: 'partner',
    entity: 'user basic data',
    schema: 'UserBasicData',
    fields: ['email', 'avatarImg', 'contactName', 'telephone', 'country', 'companyName', 'companyTitle', 'companyAddress', 'registerTime'],
  },
  {
    document: 'partner',
    entity: 'user payment data',
    schema: 'UserPaymentData',
    fields: ['user_id', 'period_days', 'credit_amount', 'used_credit_amount', 'remaining_credit_amount', 'bill_end_date', 'bill_overdue_amount'],
  },
  { document: 'partner', entity: 'user address', schema: 'UserAddress', fields: ['addressId', 'telephone', 'postalCode', 'contactName', 'emailAddress', 'companyName', 'addressLn1', 'addressLn2'] },
  { document: 'partner', entity: 'goods', schema: 'Goods', fields: ['goodsId', 'manufacturer', 'partNumber', 'category', 'package', 'image', 'dataSheet', 'parameter', 'salesData'] },
  {
    document: 'partner',
    entity: 'sales data',
    schema: 'SalesData',
    fields: ['skuId', 'stock', 'moq', 'increment', 'deliveryTime', 'packaging', 'batch', 'supplierName', 'supplierCode', 'currencyCode', 'currencySymbol', 'priceRange'],
  },
  { document: 'partner', entity: 'price range entry', schema: 'PriceBreak', fields: ['num', 'price'] },
  { document: 'partner', entity: 'getToken body', schema: 'GetTokenRequest', fields: ['email', 'password'] },
  { document: 'partner', entity: 'getToken result', schema: 'TokenData', fields: ['token', 'expire'] },
  { document: 'partner', entity: 'saveOrders body', schema: 'SaveOrdersRequest', fields: ['currencyCode', 'purchasedGoods', 'addressId', 'billingId', 'shippingId', 'remark'] },
  { document: 'partner', entity: 'purchased goods', schema: 'PurchasedGoods', fields: ['skuId', 'num'] },
];

function schemaProperties(document: JsonObject, schema: JsonObject): string[] {
  return Object.keys((resolve<JsonObject>(document, schema).properties ?? {}) as JsonObject);
}

/** The `data` schema of an operation's success envelope. */
function successData(document: JsonObject, path: string, method: string): JsonObject {
  const operation = (resolve<JsonObject>(document, (document.paths as JsonObject)[path]) as JsonObject)[method] as JsonObject;
  const response = resolve<JsonObject>(document, (operation.responses as JsonObject)['200']);
  const envelope = resolve<JsonObject>(document, ((response.content as JsonObject)['application/json'] as JsonObject).schema);
  return resolve<JsonObject>(document, (envelope.properties as JsonObject).data);
}

describe('the entities the product names carry exactly their named fields', () => {
  it.each(namedEntities.map((entry) => [`${entry.document} ${entry.entity}`, entry] as const))('%s', (_label, { document, schema, fields }) => {
    const bundle = loadBundle(document);
    const component = ((bundle.components as JsonObject).schemas as JsonObject)[schema] as JsonObject | undefined;
    expect(component, `schema ${schema}`).toBeDefined();
    expect(schemaProperties(bundle, component!)).toEqual(expect.arrayContaining(fields));
  });
});

describe('the calls return data where the product reads it', () => {
  const internal = loadBundle('internal');
  const partner = loadBundle('partner');

  it('cart lines under data.lists, each a cart line', () => {
    const data = successData(internal, '/api/cart/lists', 'get');
    const lists = resolve<JsonObject>(internal, (data.properties as JsonObject).lists);
    expect(lists.items).toEqual({ $ref: '#/components/schemas/CartLine' });
  });

  it('the cart count under data.count', () => {
    expect(schemaProperties(internal, successData(internal, '/api/cart/cartCount', 'get'))).toContain('count');
  });

  it('feedback subjects under data.feedback_type as a map of id to label', () => {
    const data = successData(internal, '/api/common/options/select', 'get');
    // A described reference is written as a one-member allOf.
    const described = resolve<JsonObject>(internal, (data.properties as JsonObject).feedback_type);
    const feedbackType = resolve<JsonObject>(internal, (described.allOf as JsonObject[] | undefined)?.[0] ?? described);
    expect(feedbackType.type).toBe('object');
    expect(resolve<JsonObject>(internal, feedbackType.additionalProperties).type).toBe('string');
  });

  it('the currency list as a map of currency entries', () => {
    const data = successData(internal, '/api/config/getCurrencyList', 'get');
    expect(data.type).toBe('object');
    expect(data.additionalProperties).toEqual({ $ref: '#/components/schemas/SiteCurrency' });
  });

  it('the site config from getConfig', () => {
    expect(successData(internal, '/api/config/getConfig', 'get')).toBe(((internal.components as JsonObject).schemas as JsonObject).SiteConfig);
  });

  it('saveOrders answers with the order number as a string', () => {
    expect(successData(partner, '/open-api/V1/saveOrders', 'post').type).toBe('string');
  });
});
