import { getGoodsQueryParams, getGoodsResponse } from '@chipmart/generated/partner/zod';
import { openPartner } from '../api/partner.ts';
import { checkInput } from '../check-input.ts';
import { signedInSession } from '../config/session.ts';
import type { CommandInput } from '../command-input.ts';
import { formatCount, formatMoney, pageLine } from '../output/format.ts';
import { printJson, printResult } from '../output/print.ts';
import { renderTable, type Cell } from '../output/table.ts';

interface GoodsSearchOptions {
  currency: string;
  lang: string;
  page: number;
  pageSize: number;
}

export async function run({ args, options, env }: CommandInput<GoodsSearchOptions>): Promise<void> {
  const params = checkInput(
    getGoodsQueryParams,
    { keywords: args[0], currencyCode: options.currency, lang: options.lang, page: options.page, pageSize: options.pageSize },
    { keywords: '<keywords>', currencyCode: '--currency', lang: '--lang', page: '--page', pageSize: '--page-size' },
  );
  const session = await signedInSession(options, env);
  const goods = await openPartner(session, env).call('getGoods', (client) => client.getGoods(params), getGoodsResponse.shape.data);
  if (options.json) {
    printJson(goods);
    return;
  }
  if (goods.lists.length === 0) {
    printResult(goods.total === 0 ? `No parts match "${params.keywords}".` : `${pageLine(goods.page, goods.pageSize, goods.total, 'parts')} This page is empty.`);
    return;
  }
  // One row per supplier offer: the skuId is what orders create takes.
  const rows: Cell[][] = goods.lists.flatMap((part) =>
    part.salesData.map((offer, index) => [
      index === 0 ? part.partNumber : '',
      index === 0 ? part.manufacturer : '',
      index === 0 ? part.package : '',
      offer.skuId,
      formatCount(offer.stock),
      formatCount(offer.moq),
      formatCount(offer.increment),
      offer.priceRange.map((step) => `${formatCount(step.num)}+ ${formatMoney(step.price, offer.currencySymbol)}`).join('  '),
      offer.deliveryTime,
      offer.supplierName,
    ]),
  );
  const table = renderTable(
    [
      { header: 'Part number' },
      { header: 'Manufacturer' },
      { header: 'Package' },
      { header: 'SKU', align: 'right' },
      { header: 'Stock', align: 'right' },
      { header: 'MOQ', align: 'right' },
      { header: 'Multiple', align: 'right' },
      { header: 'Price breaks' },
      { header: 'Delivery' },
      { header: 'Supplier' },
    ],
    rows,
  );
  printResult(`${table}\n${pageLine(goods.page, goods.pageSize, goods.total, 'parts')}`);
}
