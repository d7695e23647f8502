import type { components } from '@chipmart/generated/internal/types';
import type { orderLines } from '../../platform/db/schema/index.ts';
import { isoTime } from '../../platform/iso-time.ts';
import { goodsPageUrl } from '../../platform/shop-urls.ts';
import type { OrderRow } from './apply-order-event.ts';
import { canApply } from './order-process.ts';

type OrderLineRow = typeof orderLines.$inferSelect;
type OrderDetail = components['schemas']['OrderDetail'];
type OrderSummary = components['schemas']['OrderSummary'];
type OrderLine = components['schemas']['OrderLine'];
type PaymentStatus = components['schemas']['OrderPaymentStatus'];
type OrderPlaced = components['schemas']['OrderPlaced'];
type OrderAddress = components['schemas']['OrderAddress'];
type PayMethodCode = components['schemas']['PayMethodCode'];
type OrderState = components['schemas']['OrderState'];
type PayState = components['schemas']['OrderPayState'];

const time = (value: Date | null) => (value === null ? null : isoTime(value));
const payMethodOf = (order: OrderRow) => order.payMethod as PayMethodCode | null;

export function orderLineView(line: OrderLineRow): OrderLine {
  return {
    order_goods_id: line.id,
    goods_id: line.goodsId,
    sku_id: line.skuId,
    part_number: line.partNumber,
    brand_name: line.brandName,
    package_case: line.packageCase,
    icons: line.image,
    goods_page_url: goodsPageUrl(line.goodsId),
    supplier_name: line.supplierName,
    date_code: line.dateCode,
    num: line.num,
    unit_price: line.unitPrice,
    subtotal_price: line.subtotalPrice,
  };
}

/** The order's copy of an address, without the country id only the server uses. */
function addressView(address: OrderRow['shippingAddress']): OrderAddress {
  const { country_id: _countryId, ...shown } = address;
  return shown;
}

function moneyOf(order: OrderRow) {
  return {
    goods_price: order.goodsPrice,
    shipping_price: order.shippingPrice,
    realized_price: order.realizedPrice,
    currency_code: order.currencyCode,
    currency_symbol: order.currencySymbol,
  };
}

export function orderSummaryView(order: OrderRow, firstLines: OrderLineRow[]): OrderSummary {
  return {
    order_sn: order.orderSn,
    state: order.state as OrderState,
    pay_state: order.payState as PayState,
    pay_method: payMethodOf(order),
    po_number: order.poNumber,
    goods_count: order.goodsCount,
    total_num: order.totalNum,
    order_goods: firstLines.slice(0, 3).map(orderLineView),
    ...moneyOf(order),
    create_time: isoTime(order.createTime),
    pay_time: time(order.payTime),
    cancel_time: time(order.cancelTime),
    shipping_time: time(order.shippingTime),
    returned_time: time(order.returnedTime),
    tracking_number: order.trackingNumber,
  };
}

/** The whole order, with what the buyer may do now read from the transition table. */
export function orderDetailView(order: OrderRow, lines: OrderLineRow[], story: Pick<OrderDetail, 'history' | 'payments'>): OrderDetail {
  return {
    order_sn: order.orderSn,
    state: order.state as OrderState,
    pay_state: order.payState as PayState,
    pay_method: payMethodOf(order),
    po_number: order.poNumber,
    remark: order.remark,
    cancel_reason: order.cancelReason,
    goods_count: order.goodsCount,
    total_num: order.totalNum,
    order_goods: lines.map(orderLineView),
    ...moneyOf(order),
    shipping_address: addressView(order.shippingAddress),
    billing_address: order.billingAddress ? addressView(order.billingAddress) : null,
    shipping: {
      shipping_id: order.shippingId,
      shipping_name: order.shippingName,
      delivery_name: order.deliveryName,
      tracking_number: order.trackingNumber,
      tracking_url: order.trackingUrl,
    },
    create_time: isoTime(order.createTime),
    expire_time: time(order.expireTime),
    pay_time: time(order.payTime),
    cancel_time: time(order.cancelTime),
    shipping_time: time(order.shippingTime),
    receive_time: time(order.receiveTime),
    returned_time: time(order.returnedTime),
    // Paying is the provider's or finance's event; the buyer can start it while the order awaits a payment.
    can_pay: canApply('pay', order.state, order.payState) && order.payState === 0,
    can_cancel: canApply('cancel', order.state, order.payState),
    can_receive: canApply('confirmReceipt', order.state, order.payState),
    history: story.history,
    payments: story.payments,
  };
}

export function paymentStatusView(order: OrderRow): PaymentStatus {
  return {
    order_sn: order.orderSn,
    state: order.state as OrderState,
    pay_state: order.payState as PayState,
    pay_method: payMethodOf(order),
    realized_price: order.realizedPrice,
    currency_code: order.currencyCode,
    currency_symbol: order.currencySymbol,
    pay_time: time(order.payTime),
    expire_time: time(order.expireTime),
  };
}

export function placedView(order: OrderRow, cartCount: number): OrderPlaced {
  return {
    order_sn: order.orderSn,
    state: order.state as OrderState,
    pay_state: order.payState as PayState,
    realized_price: order.realizedPrice,
    currency_code: order.currencyCode,
    currency_symbol: order.currencySymbol,
    create_time: isoTime(order.createTime),
    expire_time: isoTime(order.expireTime ?? order.createTime),
    pay_page_url: `/pay/payment?order_sn=${encodeURIComponent(order.orderSn)}`,
    cart_count: cartCount,
  };
}
