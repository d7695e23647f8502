import { signedIn, type Handler } from '../../platform/http/handler.ts';
import { isoTime } from '../../platform/iso-time.ts';
import type { AuthUser } from '../identity/index.ts';
import type { OrderRow } from './apply-order-event.ts';
import type { OrdersDeps } from './deps.ts';
import { orderMessages } from './messages.ts';
import type { OrderEventApplier } from './order-events.ts';

const stateChange = (order: OrderRow) => ({
  order_sn: order.orderSn,
  state: order.state as 0 | 1 | 2 | 3 | 4 | 5,
  pay_state: order.payState as 0 | 1 | 2 | 3 | 4,
  update_time: isoTime(order.updateTime),
});

/** The buyer cancels an order awaiting payment; its stock goes back on sale in the same transaction. */
export const cancelOrder =
  (deps: OrdersDeps, events: OrderEventApplier): Handler<'cancelOrder', AuthUser> =>
  async ({ user, body, say }) => {
    const { userId } = signedIn(user);
    const reason = body.cancel_reason?.trim();
    const { order } = await events.applyAlone({
      event: 'cancel',
      orderSn: body.order_sn,
      ownerId: userId,
      actor: { kind: 'buyer', id: userId },
      at: deps.now(),
      values: { cancelReason: reason ? reason : null },
    });
    say(orderMessages.cancelled, { orderSn: order.orderSn });
    return stateChange(order);
  };

/** The buyer confirms a shipped order arrived. */
export const confirmOrderReceipt =
  (deps: OrdersDeps, events: OrderEventApplier): Handler<'confirmOrderReceipt', AuthUser> =>
  async ({ user, body, say }) => {
    const { userId } = signedIn(user);
    const { order } = await events.applyAlone({ event: 'confirmReceipt', orderSn: body.order_sn, ownerId: userId, actor: { kind: 'buyer', id: userId }, at: deps.now() });
    say(orderMessages.received, { orderSn: order.orderSn });
    return stateChange(order);
  };
