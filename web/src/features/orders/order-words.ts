import { OrderPayState, OrderState, type PayMethodCode } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';

/** An order's state in words (the API gives a number). */
export function orderStateText(state: OrderState): string {
  switch (state) {
    case OrderState.AwaitingPayment:
      return m.orders_stateAwaitingPayment();
    case OrderState.Processing:
      return m.orders_stateProcessing();
    case OrderState.Shipped:
      return m.orders_stateShipped();
    case OrderState.Completed:
      return m.orders_stateCompleted();
    case OrderState.Cancelled:
      return m.orders_stateCancelled();
    case OrderState.Refunded:
      return m.orders_stateRefunded();
  }
}

/** An order's payment state in words. */
export function payStateText(payState: OrderPayState): string {
  switch (payState) {
    case OrderPayState.Unpaid:
      return m.orders_payUnpaid();
    case OrderPayState.Pending:
      return m.orders_payPending();
    case OrderPayState.Paid:
      return m.orders_payPaid();
    case OrderPayState.OnCredit:
      return m.orders_payOnCredit();
    case OrderPayState.Refunded:
      return m.orders_payRefunded();
  }
}

/** How an order is (being) paid, in words. */
export function payMethodText(method: PayMethodCode): string {
  switch (method) {
    case 'paypal':
      return m.orders_methodPaypal();
    case 'wechat':
      return m.orders_methodWechat();
    case 'alipay':
      return m.orders_methodAlipay();
    case 'bill':
      return m.orders_methodBill();
    case 'bank':
      return m.orders_methodBank();
  }
}
