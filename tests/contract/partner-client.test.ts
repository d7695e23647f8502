import { ApiError, createPartnerClient, type PartnerClient } from '@chipmart/client';
import * as partnerZod from '@chipmart/generated/partner/zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { documents } from './support/documents.ts';
import { startPrism, type RunningMock } from './support/prism.ts';

/** The envelope a call's data came in, so the generated zod schema of the whole answer can check it. */
const asEnvelope = (data: unknown) => ({ code: 200, message: 'Success', data });

// Prism refuses any request that breaks spec/open-api-v1.yaml (a missing token, a query or body or header
// off the schema), so each call answered here was sent the way the document says.
describe('the partner client against the partner API mock', () => {
  let mock: RunningMock;
  let partner: PartnerClient;
  let token: string | undefined;
  const onSessionExpired = vi.fn();

  beforeAll(async () => {
    mock = await startPrism(documents.partner.bundle);
    partner = createPartnerClient({ baseUrl: mock.baseUrl, token: () => token, onSessionExpired });
  });
  afterAll(async () => {
    await mock?.stop();
  });

  it('gets a token, then reads the account, orders, parts and shipping options and places an order with it', async () => {
    const tokenData = await partner.getToken({ email: 'purchasing@schmidt-elektronik.de', password: 'Tr4ce-Reel-2026!' });
    expect(partnerZod.getTokenResponse.safeParse(asEnvelope(tokenData)).success).toBe(true);
    token = tokenData.token;

    const account = await partner.getUser();
    expect(partnerZod.getUserResponse.safeParse(asEnvelope(account)).success).toBe(true);

    const orders = await partner.getOrders({ page: 1, pageSize: 10 });
    expect(partnerZod.getOrdersResponse.safeParse(asEnvelope(orders)).success).toBe(true);

    const parts = await partner.getGoods({ keywords: 'STM32F103C8T6', currencyCode: 'USD', lang: 'en', page: 1, pageSize: 10 });
    expect(partnerZod.getGoodsResponse.safeParse(asEnvelope(parts)).success).toBe(true);

    const shipping = await partner.getShipping({ currencyCode: 'USD' });
    expect(partnerZod.getShippingResponse.safeParse(asEnvelope(shipping)).success).toBe(true);

    const orderSn = await partner.saveOrders(
      {
        currencyCode: 'USD',
        purchasedGoods: [{ skuId: parts.lists[0]!.salesData[0]!.skuId, num: 100 }],
        addressId: account.addressData[0]!.addressId,
        billingId: account.addressData[0]!.addressId,
        shippingId: shipping[0]!.shippingId,
      },
      { 'Idempotency-Key': '7c9e6679-7425-40de-944b-e07fc1f90ae7' },
    );
    expect(partnerZod.saveOrdersResponse.safeParse(asEnvelope(orderSn)).success).toBe(true);
  });

  it('hands a named error back as an ApiError, and 4001 to the session-expired handler', async () => {
    token = 'tok_expired';
    const failure = partner.getUser({ headers: { Prefer: 'code=401, example=sessionExpired' } });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ code: 4001, status: 401 });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('is refused by the mock when a request breaks the contract', async () => {
    token = 'tok_valid';
    const order = { currencyCode: 'USD', purchasedGoods: [{ skuId: 880142, num: 100 }], addressId: 5012, billingId: 5013, shippingId: 3 };
    await expect(partner.saveOrders(order, { 'Idempotency-Key': '7c9e6679-7425-40de-944b-e07fc1f90ae7' })).resolves.toBeTypeOf('string');
    // The same order with an Idempotency-Key shorter than the document's 8 characters: Prism answers its 422 example.
    await expect(partner.saveOrders(order, { 'Idempotency-Key': 'short' })).rejects.toMatchObject({ name: 'ApiError', code: 4220, status: 422 });
  });
});
