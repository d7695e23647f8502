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
  const json = async (args: string[]) => {
    const result = await user.run([...args, '--json']);
    if (result.code !== 0) throw new Error(`chipmart ${args.join(' ')} failed (${result.code}): ${result.stderr}`);
    return JSON.parse(result.stdout);
  };
  const [account, shipping, goods] = await Promise.all([json(['whoami']), json(['shipping']), json(['goods', 'search', searchKeywords()])]);
  const offer = goods.lists.flatMap((part: { salesData: Array<{ skuId: number; stock: number; moq: number; increment: number }> }) => part.salesData).find((sales: { stock: number; moq: number }) => sales.stock >= sales.moq);
  if (!offer) throw new Error(`No offer in stock for "${searchKeywords()}": set CHIPMART_TEST_KEYWORDS`);
  const num = Math.ceil(offer.moq / offer.increment) * offer.increment;
  const addressId = account.addressData[0].addressId as number;
  const billingId = (account.addressData[1] ?? account.addressData[0]).addressId as number;
  const shippingId = shipping[0].shippingId as number;
  return { skuId: offer.skuId, num, addressId, billingId, shippingId, placeArgs: ['--address', String(addressId), '--billing', String(billingId), '--shipping', String(shippingId)] };
}
