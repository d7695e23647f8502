import { part } from '../../catalog-fixture.ts';
import { skuOf, SF } from '../order-fixtures.ts';
import type { TestServer } from '../test-server.ts';
import { PNG_BYTES, uploadForm } from '../upload-files.ts';

const HENGXIN = 1;
const ARROWTECH = 2;

/**
 * Gives the signed-in buyer something of everything the operations address
 * (an unpaid order, cart lines, an RFQ, a BOM, a transfer receipt, a
 * captcha), through the public calls; their answers hold the ids and keys
 * the fuzzing then draws from (known-values.ts). A step that fails is left
 * out: the fuzzing still runs, it only reaches less.
 */
export async function fillBuyerState(server: TestServer, token: string, addressId: number): Promise<unknown[]> {
  const answers: unknown[] = [];
  const step = async (operationId: Parameters<TestServer['call']>[0], options: Parameters<TestServer['call']>[1]) => {
    const result = await server.call(operationId, { token, ...options });
    if (result.code === 200) answers.push(result.data);
    return result.code === 200 ? (result.data as unknown as Record<string, unknown>) : undefined;
  };
  const lm358 = await skuOf(server.database.db, part.lm358dr, ARROWTECH);
  const stm32 = await skuOf(server.database.db, part.stm32f103c8t6, HENGXIN);
  const line = { goods_id: part.lm358dr, sku_id: lm358, num: 10 };
  const preview = await step('previewBuyNow', { body: line });
  if (preview) {
    await step('placeOrder', { body: { source: 'buy_now', buy_now: line, address_id: addressId, shipping_id: SF, expected_realized_price: preview.realized_price as number } });
  }
  await step('addCartItem', { body: { goods_id: part.stm32f103c8t6, sku_id: stm32, cart_num: 100 } });
  await step('addCartItem', { body: { goods_id: part.lm358dr, sku_id: lm358, cart_num: 10 } });
  await step('getCartLists', {});
  await step('submitQuickRfq', {
    body: { goods_id: part.grm188r71h104, part_number: 'GRM188R71H104KA93D', manufacturer: 'Murata', qty: 40000, target_price: 0.0035, email: 'buyer@kraftwerk-iot.de', contact: 'Jonas Weber' },
  });
  const csv = ['Designator,MPN,Manufacturer,Qty', 'U1,STM32F103C8T6,STMicroelectronics,1', 'U2 U3,LM358DR,TI,2', 'C1,GRM188R71H104KA93D,Murata,4'].join('\n');
  const bom = await step('uploadBom', {
    form: uploadForm(csv, 'board.csv', { bom_name: 'Motor controller rev C', header_row: '1', reference_designators_column: '0', part_number_column: '1', manufacturer_column: '2', quantity_column: '3' }),
  });
  if (bom) await step('listBomLines', { query: { bom_id: bom.bom_id as number } });
  await step('uploadBankTransferReceipt', { form: uploadForm(new TextEncoder().encode('%PDF-1.4\n%%EOF\n'), 'receipt.pdf', {}, 'application/pdf') });
  await step('uploadSupplierLicense', { form: uploadForm(PNG_BYTES, 'licence.png', {}, 'image/png') });
  await step('getImageCaptcha', {});
  return answers;
}
