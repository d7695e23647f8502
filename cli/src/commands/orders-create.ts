import { randomUUID } from 'node:crypto';
import { saveOrdersBody, saveOrdersHeader, saveOrdersResponse } from '@chipmart/generated/partner/zod';
import { openPartner } from '../api/partner.ts';
import { checkInput } from '../check-input.ts';
import { CliError, usageError } from '../cli-error.ts';
import { signedInSession } from '../config/session.ts';
import type { CommandInput } from '../command-input.ts';
import { describeFailure } from '../describe-failure.ts';
import { ExitCode } from '../exit-codes.ts';
import { linesFromFile } from '../orders/lines-from-file.ts';
import { linesFromOptions } from '../orders/lines-from-options.ts';
import { checkOrderLines } from '../orders/order-line.ts';
import { printJson, printNotice, printResult } from '../output/print.ts';

interface OrdersCreateOptions {
  sku?: string[];
  num?: string[];
  file?: string;
  address: number;
  billing: number;
  shipping: number;
  currency: string;
  remark?: string;
  idempotencyKey?: string;
}

export async function run({ options, env }: CommandInput<OrdersCreateOptions>): Promise<void> {
  if (options.file && (options.sku || options.num)) throw usageError('Give the lines either with --sku/--num or with --file, not both.');
  const lines = options.file
    ? checkOrderLines(await linesFromFile(options.file), options.file)
    : checkOrderLines(linesFromOptions(options.sku, options.num), 'The command line');
  const order = checkInput(
    saveOrdersBody,
    {
      currencyCode: options.currency,
      purchasedGoods: lines,
      addressId: options.address,
      billingId: options.billing,
      shippingId: options.shipping,
      ...(options.remark === undefined ? {} : { remark: options.remark }),
    },
    { currencyCode: '--currency', purchasedGoods: 'order lines', addressId: '--address', billingId: '--billing', shippingId: '--shipping', remark: '--remark' },
  );
  // One key per invocation, printed before the call: if the answer is lost, repeating with it cannot place a second order.
  const headers = checkInput(saveOrdersHeader, { 'Idempotency-Key': options.idempotencyKey ?? randomUUID() }, { 'Idempotency-Key': '--idempotency-key' });
  const idempotencyKey = headers['Idempotency-Key']!;
  const session = await signedInSession(options, env);
  printNotice(options.json ? JSON.stringify({ idempotencyKey }) : `Idempotency key: ${idempotencyKey} (to retry this same order safely, add --idempotency-key ${idempotencyKey})`);

  let orderSn: string;
  try {
    orderSn = await openPartner(session, env).call('saveOrders', (client) => client.saveOrders(order, headers), saveOrdersResponse.shape.data);
  } catch (error) {
    throw withRetryKey(describeFailure(error), idempotencyKey);
  }
  if (options.json) {
    printJson({ orderSn, idempotencyKey });
    return;
  }
  printResult(`Order ${orderSn} placed: ${lines.length} line${lines.length === 1 ? '' : 's'}, awaiting payment in the shop. Follow it with \`chipmart orders list --order-sn ${orderSn}\`.`);
}

/** The failure, carrying the key; where repeating may succeed (no answer, server error, rate limit), the hint says how. */
function withRetryKey(failure: CliError, idempotencyKey: string): CliError {
  const worthRepeating = failure.exitCode === ExitCode.failure || failure.exitCode === ExitCode.rateLimited;
  const hint = worthRepeating ? `${failure.hint ? `${failure.hint} ` : ''}Repeat with --idempotency-key ${idempotencyKey}: the order cannot be placed twice.` : failure.hint;
  return new CliError(failure.message, failure.exitCode, hint, failure.apiCode, idempotencyKey);
}
