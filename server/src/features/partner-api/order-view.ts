import type { components } from '@chipmart/generated/partner/types';
import { isoTime } from '../../platform/iso-time.ts';
import type { findOrders } from '../orders/index.ts';

type Order = components['schemas']['Order'];
type OrderWithLines = Awaited<ReturnType<typeof findOrders>>['orders'][number];

/** An order as the partner document names its fields; the shop's order states are the document's (0 awaiting payment … 5 refunded). */
export function partnerOrderView({ order, lines }: OrderWithLines, absolute: (pathOrUrl: string) => string): Order {
  const address = order.shippingAddress;
  return {
    orderSn: order.orderSn,
    state: order.state as Order['state'],
    goodsPrice: order.goodsPrice,
    shippingPrice: order.shippingPrice,
    realizedPrice: order.realizedPrice,
    payTime: isoTime(order.payTime),
    createTime: isoTime(order.createTime),
    cancelTime: isoTime(order.cancelTime),
    shippingTime: isoTime(order.shippingTime),
    returnedTime: isoTime(order.returnedTime),
    orderGoods: lines.map((line) => ({
      part_number: line.partNumber,
      brand_name: line.brandName,
      package_case: line.packageCase,
      icons: absolute(line.image),
      goods_id: line.goodsId,
      sku_id: line.skuId,
      num: line.num,
      unit_price: line.unitPrice,
      subtotal_price: line.subtotalPrice,
    })),
    orderAddress: {
      typeId: 1,
      telephone: address.telephone,
      postalCode: address.postal_code,
      contactName: address.contact_name,
      emailAddress: address.email_address,
      companyName: address.company_name,
      countryName: address.country_name,
      state: address.state,
      city: address.city,
      addressLn1: address.address_ln1,
      addressLn2: address.address_ln2,
    },
    OrderShipping: { deliveryName: order.deliveryName ?? order.shippingName, trackingNumber: order.trackingNumber },
  };
}
