import type { OrderListInput, ReasonInput, ShipInput } from '../../../features/orders/index.ts';
import { defineAdminCommand } from '../admin-command.ts';
import { positiveInteger, requiredText, UsageError } from '../parse-input.ts';
import { table } from '../show-table.ts';

const STATE_NAMES = ['awaiting payment', 'processing', 'shipped', 'completed', 'cancelled', 'refunded'];
const PAY_STATE_NAMES = ['unpaid', 'pending', 'paid', 'on credit', 'refunded'];
const stateText = (state: number, payState: number) => `${STATE_NAMES[state] ?? state} / ${PAY_STATE_NAMES[payState] ?? payState}`;

function orderSnArgument(value: unknown): string {
  const orderSn = requiredText(value, '<orderSn>', 32);
  if (!/^[A-Za-z0-9-]+$/.test(orderSn)) throw new UsageError(`<orderSn> is an order number such as CM261125300001, got "${orderSn}"`);
  return orderSn;
}

function orderStateOption(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  if (!/^[0-5]$/.test(String(value))) throw new UsageError(`--state must be an order state from 0 to 5 (${STATE_NAMES.map((name, state) => `${state} ${name}`).join(', ')}), got "${String(value)}"`);
  return Number(value);
}

function trackingUrlOption(value: unknown): string | null {
  if (value === undefined) return null;
  const text = requiredText(value, '--url', 500);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`--url must be a full http(s) address, got "${text}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new UsageError(`--url must be a full http(s) address, got "${text}"`);
  return url.toString();
}

type StateChange = { order_sn: string; state: number; pay_state: number; update_time: string };
const showChange = (verb: string) => (change: StateChange) => `Order ${change.order_sn} ${verb}: now ${stateText(change.state, change.pay_state)} (${change.update_time}).`;

/** What staff do with orders: look them up, ship, refund and cancel, through the order process. */
export const orderCommands = [
  defineAdminCommand({
    name: 'order list',
    summary: 'List the newest orders, optionally in one state (0-5) or of one buyer',
    declare: (command) => command.option('--state <n>', 'only orders in this state (0 awaiting payment … 5 refunded)').option('--user <id>', 'only orders of this buyer').option('--limit <n>', 'how many orders', '20'),
    input: (_args, options): OrderListInput => ({
      state: orderStateOption(options.state),
      userId: options.user === undefined ? undefined : positiveInteger(options.user, '--user'),
      limit: Math.min(positiveInteger(options.limit, '--limit'), 500),
    }),
    run: (server, input: OrderListInput) => server.operator.orders.list(input),
    show: (rows) =>
      rows.length === 0
        ? 'No orders.'
        : table(
            ['order', 'buyer', 'placed', 'state', 'lines', 'total'],
            rows.map((row) => [row.order_sn, row.user_id, row.create_time, stateText(row.state, row.pay_state), row.goods_count, `${row.realized_price} ${row.currency_code}`]),
          ),
  }),
  defineAdminCommand({
    name: 'order show',
    summary: 'Show one order: its lines, addresses, shipping and every event of its life',
    declare: (command) => command.argument('<orderSn>', 'the order number'),
    input: (args): { orderSn: string } => ({ orderSn: orderSnArgument(args[0]) }),
    run: (server, input: { orderSn: string }) => server.operator.orders.show(input),
    show: (order) =>
      [
        `Order ${order.order_sn} of buyer ${order.user_id}: ${stateText(order.state, order.pay_state)}${order.pay_method ? ` by ${order.pay_method}` : ''}`,
        `Total ${order.realized_price} ${order.currency_code} (goods ${order.goods_price}, shipping ${order.shipping_price} by ${order.shipping.shipping_name})`,
        `Ship to ${order.shipping_address.contact_name}, ${order.shipping_address.company_name}, ${order.shipping_address.city}, ${order.shipping_address.country_name}`,
        order.shipping.tracking_number ? `Carrier ${order.shipping.delivery_name}, tracking ${order.shipping.tracking_number}` : 'Not shipped yet',
        '',
        table(['line', 'part number', 'supplier', 'pcs', 'unit', 'subtotal'], order.order_goods.map((line) => [line.order_goods_id, line.part_number, line.supplier_name, line.num, line.unit_price, line.subtotal_price])),
        '',
        table(['time', 'event', 'from', 'to', 'by', 'details'], order.events.map((event) => [event.time, event.event, event.from, event.to, event.actor, JSON.stringify(event.details)])),
      ].join('\n'),
  }),
  defineAdminCommand({
    name: 'order ship',
    summary: 'Hand a paid order to the carrier, with its tracking number',
    declare: (command) =>
      command
        .argument('<orderSn>', 'the order number')
        .requiredOption('--carrier <name>', 'carrier, for example DHL Express')
        .requiredOption('--tracking <number>', "the carrier's tracking number")
        .option('--url <url>', "the carrier's tracking page for the parcel"),
    input: (args, options): ShipInput => ({
      orderSn: orderSnArgument(args[0]),
      carrier: requiredText(options.carrier, '--carrier', 100),
      tracking: requiredText(options.tracking, '--tracking', 100),
      url: trackingUrlOption(options.url),
    }),
    run: (server, input: ShipInput, operator) => server.operator.orders.ship(input, operator),
    show: showChange('shipped'),
  }),
  defineAdminCommand({
    name: 'order refund',
    summary: 'Refund a paid or shipped order',
    declare: (command) => command.argument('<orderSn>', 'the order number').requiredOption('--reason <text>', 'why the payment is returned'),
    input: (args, options): ReasonInput => ({ orderSn: orderSnArgument(args[0]), reason: requiredText(options.reason, '--reason', 200) }),
    run: (server, input: ReasonInput, operator) => server.operator.orders.refund(input, operator),
    show: showChange('refunded'),
  }),
  defineAdminCommand({
    name: 'order cancel',
    summary: 'Cancel an unpaid order on the buyer’s request; its stock goes back on sale',
    declare: (command) => command.argument('<orderSn>', 'the order number').requiredOption('--reason <text>', 'why it is cancelled'),
    input: (args, options): ReasonInput => ({ orderSn: orderSnArgument(args[0]), reason: requiredText(options.reason, '--reason', 200) }),
    run: (server, input: ReasonInput, operator) => server.operator.orders.cancel(input, operator),
    show: showChange('cancelled'),
  }),
];
