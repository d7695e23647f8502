import type { GoodsPage } from '@chipmart/generated/partner/model/goodsPage';
import type { ShippingOption } from '@chipmart/generated/partner/model/shippingOption';
import type { UserData } from '@chipmart/generated/partner/model/userData';
import type { CliUser } from './run-cli.ts';

/** What an order needs, read from the partner API under test the way a partner would: whoami, shipping, goods search. */
export interface OrderReferences {
  skuId: number;
  num: number;
  addressId: number;
  billingId: number;
  shippingId: number;
  /** The options of `orders create` naming the addresses and the shipping option. */
  placeArgs: string[];
}

/** A part number the target's catalog has (the document's example on the mock). */
export const searchKeywords = () => process.env.CHIPMART_TEST_KEYWORDS ?? 'STM32F103C8T6';

export async function orderReferences(user: CliUser): Promise<OrderReferences> {
  const json = async <Data>(args: string[]): Promise<Data> => {
    const result = await user.run([...args, '--json']);
    if (result.code !== 0) throw new Error(`chipmart ${args.join(' ')} failed (${result.code}): ${result.stderr}`);
    return JSON.parse(result.stdout) as Data;
  };
  const [account, shipping, goods] = await Promise.all([
    json<UserData>(['whoami']),
    json<ShippingOption[]>(['shipping']),
    json<GoodsPage>(['goods', 'search', searchKeywords()]),
  ]);
  const offer = goods.lists.flatMap((part) => part.salesData).find((sales) => sales.stock >= sales.moq);
  if (!offer) throw new Error(`No offer in stock for "${searchKeywords()}": set CHIPMART_TEST_KEYWORDS`);
  const num = Math.ceil(offer.moq / offer.increment) * offer.increment;
  const [shipTo, billTo = shipTo] = account.addressData;
  if (!shipTo || !shipping[0]) throw new Error('The test account needs an address and the site a shipping option.');
  const addressId = shipTo.addressId;
  const billingId = billTo!.addressId;
  const shippingId = shipping[0].shippingId;
  return { skuId: offer.skuId, num, addressId, billingId, shippingId, placeArgs: ['--address', String(addressId), '--billing', String(billingId), '--shipping', String(shippingId)] };
}
