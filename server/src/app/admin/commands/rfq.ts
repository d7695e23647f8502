import { MAX_LEAD_DAYS, MAX_VALID_DAYS, RFQ_STATE, type QuoteInput, type RfqListQuery, type RfqStateName } from '../../../features/rfq/index.ts';
import { defineAdminCommand } from '../admin-command.ts';
import { positiveAmount, positiveInteger, requiredText, UsageError } from '../parse-input.ts';
import { table } from '../show-table.ts';

const STATE_NAMES = Object.keys(RFQ_STATE) as RfqStateName[];

function stateName(value: unknown): RfqStateName | undefined {
  if (value === undefined) return undefined;
  if (STATE_NAMES.includes(value as RfqStateName)) return value as RfqStateName;
  throw new UsageError(`--state must be one of ${STATE_NAMES.join(', ')}, got "${String(value)}"`);
}

function wholeNumber(value: unknown, name: string, min: number, max: number): number {
  const number = /^\d+$/.test(String(value)) ? Number(value) : NaN;
  if (!Number.isSafeInteger(number) || number < min || number > max) throw new UsageError(`${name} must be a whole number from ${min} to ${max}, got "${String(value)}"`);
  return number;
}

const optionalText = (value: unknown, name: string, maxLength: number): string | null => (value === undefined ? null : requiredText(value, name, maxLength));

/** Staff's RFQ work: see what buyers asked for, quote items, close requests. */
export const rfqCommands = [
  defineAdminCommand({
    name: 'rfq list',
    summary: 'List RFQs, newest first, with their state as the buyer sees it',
    declare: (command) => command.option('--state <state>', `only RFQs in this state (${STATE_NAMES.join(', ')})`).option('--limit <n>', 'how many RFQs', '50'),
    input: (_args, options): RfqListQuery => ({ state: stateName(options.state), limit: positiveInteger(options.limit, '--limit') }),
    run: (server, input: RfqListQuery) => server.operator.rfq.list(input),
    show: (rows) =>
      rows.length === 0
        ? 'No RFQs.'
        : table(
            ['rfq', 'state', 'contact', 'e-mail', 'account', 'items', 'quoted', 'currency', 'created'],
            rows.map((row) => [row.rfqSn, row.state, row.contact, row.email, row.account, row.items, row.quotedItems, row.currency, row.created]),
          ),
  }),
  defineAdminCommand({
    name: 'rfq show',
    summary: 'Show one RFQ with its items and the quotes given',
    declare: (command) => command.argument('<rfqSn>', 'the RFQ number (RFQ…)'),
    input: (args) => ({ rfqSn: requiredText(args[0], 'rfqSn', 40).toUpperCase() }),
    run: (server, input: { rfqSn: string }) => server.operator.rfq.show(input.rfqSn),
    show: (rfq) =>
      [
        `${rfq.rfqSn}  ${rfq.state}  ${rfq.currency}  language ${rfq.language}  created ${rfq.created}`,
        `${rfq.contact}${rfq.company ? `, ${rfq.company}` : ''} <${rfq.email}>${rfq.telephone ? `, ${rfq.telephone}` : ''}${rfq.account !== null ? `, account ${rfq.account}` : ', visitor'}`,
        ...(rfq.remark ? [`Remark: ${rfq.remark}`] : []),
        table(
          ['item', 'part', 'maker', 'package', 'qty', 'target', 'goods'],
          rfq.items.map((item) => [item.itemId, item.partNumber, item.manufacturer, item.package, item.qty, item.targetPrice, item.goodsId]),
        ),
        rfq.items.some((item) => item.quotes.length > 0)
          ? table(
              ['quote', 'item', 'part', 'maker', 'sku', 'price', 'qty', 'moq', 'lead', 'valid until', 'valid'],
              rfq.items.flatMap((item) =>
                item.quotes.map((quote) => [quote.quoteId, item.itemId, quote.partNumber, quote.manufacturer, quote.skuId, quote.price, quote.quantity, quote.moq, quote.leadTimeDays, quote.validUntil, quote.valid ? 'yes' : 'no']),
              ),
            )
          : 'No quotes yet.',
      ].join('\n'),
  }),
  defineAdminCommand({
    name: 'rfq quote',
    summary: "Quote an RFQ item (the buyer is mailed in the RFQ's language); several quotes per item are allowed",
    declare: (command) =>
      command
        .argument('<rfqSn>', 'the RFQ number (RFQ…)')
        .requiredOption('--item <itemId>', 'the RFQ item quoted (see rfq show)')
        .requiredOption('--price <price>', "unit price in the RFQ's currency (up to 5 decimals)")
        .requiredOption('--qty <pieces>', 'pieces the price is for (the most the buyer may order at it)')
        .requiredOption('--moq <pieces>', 'the least the buyer may order at it')
        .requiredOption('--lead <days>', 'working days until the goods ship after ordering')
        .requiredOption('--valid-days <days>', 'days the quote is valid')
        .option('--sku <skuId>', 'the catalog offer quoted: lets the buyer put the quote in the cart')
        .option('--part <partNumber>', "the part quoted, when not the item's (an alternative)")
        .option('--maker <manufacturer>', 'its manufacturer')
        .option('--date-code <dateCode>', 'date code of the goods')
        .option('--remark <text>', 'a note for the buyer'),
    input: (args, options): QuoteInput => ({
      rfqSn: requiredText(args[0], 'rfqSn', 40).toUpperCase(),
      itemId: positiveInteger(options.item, '--item'),
      price: positiveAmount(options.price, '--price'),
      quantity: positiveInteger(options.qty, '--qty'),
      moq: positiveInteger(options.moq, '--moq'),
      leadTimeDays: wholeNumber(options.lead, '--lead', 0, MAX_LEAD_DAYS),
      validDays: wholeNumber(options.validDays, '--valid-days', 1, MAX_VALID_DAYS),
      skuId: options.sku === undefined ? null : positiveInteger(options.sku, '--sku'),
      partNumber: optionalText(options.part, '--part', 100),
      manufacturer: optionalText(options.maker, '--maker', 100),
      dateCode: optionalText(options.dateCode, '--date-code', 20),
      remark: optionalText(options.remark, '--remark', 500),
    }),
    run: (server, input: QuoteInput, operator) => server.operator.rfq.quote(input, operator),
    show: (quote) =>
      `Quote ${quote.quoteId} for ${quote.rfqSn} item ${quote.itemId}: ${quote.partNumber} (${quote.manufacturer}) at ${quote.price} for up to ${quote.quantity} pcs, MOQ ${quote.moq}, lead ${quote.leadTimeDays} days, valid until ${quote.validUntil}${quote.skuId ? `, SKU ${quote.skuId}` : ', not cartable (no --sku)'}. The RFQ is ${quote.state} (was ${quote.fromState}); the buyer was mailed.`,
  }),
  defineAdminCommand({
    name: 'rfq close',
    summary: 'Close an RFQ without an order; its quotes stop being valid',
    declare: (command) => command.argument('<rfqSn>', 'the RFQ number (RFQ…)').option('--reason <text>', 'why, for the record'),
    input: (args, options) => ({ rfqSn: requiredText(args[0], 'rfqSn', 40).toUpperCase(), reason: optionalText(options.reason, '--reason', 500) }),
    run: (server, input: { rfqSn: string; reason: string | null }, operator) => server.operator.rfq.close(input, operator),
    show: (closed) => `${closed.rfqSn} closed (was ${closed.fromState}) at ${closed.closedAt}.`,
  }),
];
