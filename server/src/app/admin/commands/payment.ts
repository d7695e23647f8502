import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { defineAdminCommand } from '../admin-command.ts';
import { positiveAmount, positiveInteger, requiredText, UsageError } from '../parse-input.ts';
import { table } from '../show-table.ts';

interface ReceivedInput {
  orderSn: string;
  amount: number;
  currencyCode?: string;
  reference: string;
}

const currencyCode = (value: unknown): string | undefined => {
  if (value === undefined) return undefined;
  const code = String(value).toUpperCase();
  if (!/^[A-Z]{3}$/.test(code)) throw new UsageError(`--currency must be a three-letter currency code, got "${String(value)}"`);
  return code;
};

/** Finance's payment work: bank transfers received or not, and the recorded provider results. */
export const paymentCommands = [
  defineAdminCommand({
    name: 'payment bank-received',
    summary: 'Mark an order paid by bank transfer: the money arrived with this amount and bank reference',
    declare: (command) =>
      command
        .argument('<orderSn>', 'the order number (the transfer reference the buyer quoted)')
        .requiredOption('--amount <amount>', 'amount received')
        .requiredOption('--reference <reference>', "the bank's reference of the transfer")
        .option('--currency <code>', "currency received; the order's when left out"),
    input: (args, options): ReceivedInput => ({
      orderSn: requiredText(args[0], 'orderSn', 32),
      amount: positiveAmount(options.amount, '--amount'),
      currencyCode: currencyCode(options.currency),
      reference: requiredText(options.reference, '--reference', 64),
    }),
    run: (server, input: ReceivedInput, operator) => server.operator.payment.bankReceived(input, operator),
    show: (result) => `Order ${result.orderSn} is paid (state ${result.state}, pay state ${result.payState}); payment ${result.paymentId} recorded.`,
  }),
  defineAdminCommand({
    name: 'payment bank-rejected',
    summary: 'Refuse a reported bank transfer (no money arrived): the order awaits payment again',
    declare: (command) => command.argument('<orderSn>', 'the order number').requiredOption('--reason <text>', 'why, for the record'),
    input: (args, options) => ({ orderSn: requiredText(args[0], 'orderSn', 32), reason: requiredText(options.reason, '--reason') }),
    run: (server, input: { orderSn: string; reason: string }, operator) => server.operator.payment.bankRejected(input, operator),
    show: (result) => `Order ${result.orderSn} awaits payment again (pay by ${result.expireTime ?? 'no deadline'}).`,
  }),
  defineAdminCommand({
    name: 'payment list',
    summary: 'Show the recorded payment results, newest first, optionally of one order',
    declare: (command) => command.option('--order <orderSn>', 'only this order').option('--limit <n>', 'how many', '20'),
    input: (_args, options) => ({ orderSn: options.order === undefined ? undefined : requiredText(options.order, '--order', 32), limit: positiveInteger(options.limit ?? '20', '--limit') }),
    run: (server, input: { orderSn?: string; limit: number }) => server.operator.payment.list(input),
    show: (rows) =>
      rows.length === 0
        ? 'No payments recorded.'
        : table(
            ['id', 'order', 'provider', 'kind', 'status', 'amount', 'reference', 'transaction', 'time'],
            rows.map((row) => [String(row.id), row.orderSn, row.provider, row.kind, row.status, `${row.amount} ${row.currencyCode}`, row.providerRef, row.transactionId ?? '', row.time]),
          ),
  }),
  defineAdminCommand({
    name: 'payment reports',
    summary: "Show the bank transfers the buyer reported for an order, newest first, with the receipt sent with each",
    declare: (command) => command.argument('<orderSn>', 'the order number'),
    input: (args) => ({ orderSn: requiredText(args[0], 'orderSn', 32) }),
    run: (server, input: { orderSn: string }) => server.operator.payment.reports(input),
    show: (rows) =>
      rows.length === 0
        ? 'No transfer reported for this order.'
        : table(
            ['reported', 'reference', 'payer', 'amount', 'value date', 'receipt'],
            rows.map((row) => [
              row.submittedTime,
              row.remittanceReference,
              row.payerName,
              row.paidAmount,
              row.transferDate,
              row.receipt ? `${row.receipt.fileName} (${row.receipt.contentType}, ${row.receipt.size} bytes)\n${row.receipt.fileId}\n${row.receipt.url ?? ''}` : 'none',
            ]),
          ),
  }),
  defineAdminCommand({
    name: 'payment receipt',
    summary: "Save a buyer's bank transfer receipt to disk (the read is recorded)",
    declare: (command) => command.argument('<fileId>', 'receipt file id, rcpt_…').requiredOption('--out <file>', 'where to save it'),
    // The path is made absolute here, in the operator's own directory, wherever the command then runs.
    input: (args, options) => {
      const fileId = requiredText(args[0], 'fileId', 60);
      if (!/^rcpt_[0-9A-Za-z]{16,40}$/.test(fileId)) throw new UsageError(`fileId must look like rcpt_01JD9V4K7M2XQ8R5T3ZB6N1HPW, got "${fileId}"`);
      return { fileId, out: resolve(requiredText(options.out, '--out', 1000)) };
    },
    run: async (server, input: { fileId: string; out: string }, operator) => {
      const file = await server.operator.payment.receiptFile(input.fileId, operator);
      await writeFile(input.out, file.content, { flag: 'wx' });
      return { fileId: file.fileId, fileName: file.fileName, contentType: file.contentType, size: file.size, savedTo: input.out };
    },
    show: (file) => `Saved ${file.fileName} (${file.contentType}, ${file.size} bytes) to ${file.savedTo}.`,
  }),
];
