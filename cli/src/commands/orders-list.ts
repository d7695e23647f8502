import { OrderState } from '@chipmart/generated/partner/model/orderState';
import { getOrdersQueryParams, getOrdersResponse } from '@chipmart/generated/partner/zod';
import { openPartner } from '../api/partner.ts';
import { checkInput } from '../check-input.ts';
import { signedInSession } from '../config/session.ts';
import type { CommandInput } from '../command-input.ts';
import { formatMoney, formatTime, pageLine } from '../output/format.ts';
import { printJson, printResult } from '../output/print.ts';
import { renderTable } from '../output/table.ts';

interface OrdersListOptions {
  page: number;
  pageSize: number;
  orderSn?: string;
}

/** The document's state names (x-enum-varnames), as words: AwaitingPayment -> "awaiting payment". */
const stateNames = new Map<number, string>(Object.entries(OrderState).map(([name, value]) => [value, name.replace(/(?<!^)([A-Z])/g, ' $1').toLowerCase()]));

export async function run({ options, env }: CommandInput<OrdersListOptions>): Promise<void> {
  const params = checkInput(
    getOrdersQueryParams,
    { page: options.page, pageSize: options.pageSize, orderSn: options.orderSn },
    { page: '--page', pageSize: '--page-size', orderSn: '--order-sn' },
  );
  const session = await signedInSession(options, env);
  const orders = await openPartner(session, env).call('getOrders', (client) => client.getOrders(params), getOrdersResponse.shape.data);
  if (options.json) {
    printJson(orders);
    return;
  }
  if (orders.lists.length === 0) {
    printResult(orders.total === 0 ? 'No orders yet.' : `${pageLine(orders.page, orders.pageSize, orders.total, 'orders')} This page is empty.`);
    return;
  }
  const table = renderTable(
    [
      { header: 'Order' },
      { header: 'State' },
      { header: 'Placed' },
      { header: 'Lines', align: 'right' },
      { header: 'Goods', align: 'right' },
      { header: 'Shipping', align: 'right' },
      { header: 'Total', align: 'right' },
      { header: 'Carrier' },
      { header: 'Tracking' },
    ],
    orders.lists.map((order) => [
      order.orderSn,
      stateNames.get(order.state) ?? String(order.state),
      formatTime(order.createTime),
      order.orderGoods.length,
      formatMoney(order.goodsPrice),
      formatMoney(order.shippingPrice),
      formatMoney(order.realizedPrice),
      order.OrderShipping.deliveryName,
      order.OrderShipping.trackingNumber,
    ]),
  );
  printResult(`${table}\n${pageLine(orders.page, orders.pageSize, orders.total, 'orders')}`);
}
