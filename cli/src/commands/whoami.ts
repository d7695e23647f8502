import { getUserResponse } from '@chipmart/generated/partner/zod';
import { openPartner } from '../api/partner.ts';
import { signedInSession } from '../config/session.ts';
import type { CommandInput } from '../command-input.ts';
import { formatMoney } from '../output/format.ts';
import { printJson, printResult } from '../output/print.ts';
import { renderFields, renderTable } from '../output/table.ts';

export async function run({ options, env }: CommandInput): Promise<void> {
  const session = await signedInSession(options, env);
  const user = await openPartner(session, env).call('getUser', (client) => client.getUser(), getUserResponse.shape.data);
  if (options.json) {
    printJson(user);
    return;
  }
  const { basicData, paymentData, addressData } = user;
  const account = renderFields([
    ['Account', `${basicData.companyName} (${basicData.email})`],
    ['Contact', `${basicData.contactName}, ${basicData.companyTitle}`],
    ['Country', basicData.country],
    ['Net terms', paymentData.period_days > 0 ? `${paymentData.period_days} days` : 'none'],
    ['Credit left', `${formatMoney(paymentData.remaining_credit_amount)} of ${formatMoney(paymentData.credit_amount)}`],
    ['Overdue', formatMoney(paymentData.bill_overdue_amount)],
    ['Server', `${session.baseUrl} (profile "${session.profile}")`],
  ]);
  const addresses = renderTable(
    [{ header: 'Address id', align: 'right' }, { header: 'Company' }, { header: 'Contact' }, { header: 'Address' }, { header: 'Postal code' }],
    addressData.map((address) => [address.addressId, address.companyName, address.contactName, [address.addressLn1, address.addressLn2].filter(Boolean).join(', '), address.postalCode]),
  );
  printResult(`${account}\n\nAddresses (use the id as --address or --billing):\n${addresses}`);
}
