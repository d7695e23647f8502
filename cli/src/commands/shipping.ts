import { getShippingQueryParams, getShippingResponse } from '@chipmart/generated/partner/zod';
import { openPartner } from '../api/partner.ts';
import { checkInput } from '../check-input.ts';
import { signedInSession } from '../config/session.ts';
import type { CommandInput } from '../command-input.ts';
import { formatMoney } from '../output/format.ts';
import { printJson, printResult } from '../output/print.ts';
import { renderTable } from '../output/table.ts';

export async function run({ options, env }: CommandInput<{ currency?: string }>): Promise<void> {
  const params = checkInput(getShippingQueryParams, { currencyCode: options.currency }, { currencyCode: '--currency' });
  const session = await signedInSession(options, env);
  const shipping = await openPartner(session, env).call('getShipping', (client) => client.getShipping(params), getShippingResponse.shape.data);
  if (options.json) {
    printJson(shipping);
    return;
  }
  const table = renderTable(
    [{ header: 'Shipping id', align: 'right' }, { header: 'Carrier' }, { header: 'Transit' }, { header: `Price (${params.currencyCode ?? 'USD'})`, align: 'right' }],
    shipping.map((option) => [option.shippingId, option.shippingName, option.shippingTime, formatMoney(option.shippingPrice)]),
  );
  printResult(table);
}
