/** The order history's path, without the language prefix (LocalLink adds it). */
export const ORDER_HISTORY_PATH = '/myaccount/order-status-history';

/** An order's detail page. */
export const orderDetailPath = (orderSn: string) => `${ORDER_HISTORY_PATH}/${encodeURIComponent(orderSn)}`;
