import { describe, expect, it } from 'vitest';
import { actionsOfDetail, actionsOfSummary } from './order-actions.ts';
import { orderHistorySearch, orderStateOf } from './order-search.ts';
import { orderTimeline } from './order-timeline.ts';

describe('the order history link', () => {
  it('keeps a state filter and page someone shared', () => {
    expect(orderHistorySearch({ state: 'shipped', page: 3 })).toEqual({ state: 'shipped', page: 3 });
    expect(orderStateOf('shipped')).toBe(2);
    expect(orderStateOf('awaiting-payment')).toBe(0);
    expect(orderStateOf(undefined)).toBeUndefined();
  });

  it('drops a state it does not know and a page that is not one, and opens the whole list', () => {
    expect(orderHistorySearch({ state: '2', page: 0, extra: 'x' })).toEqual({});
    expect(orderHistorySearch({ state: 'SHIPPED', page: 'two' })).toEqual({});
  });
});

describe("an order row's actions", () => {
  it('offer paying and cancelling while the order waits for payment with none pending', () => {
    expect(actionsOfSummary({ state: 0, pay_state: 0 })).toEqual({ pay: true, cancel: true, receive: false });
  });

  it('offer nothing while a reported payment is being confirmed', () => {
    expect(actionsOfSummary({ state: 0, pay_state: 1 })).toEqual({ pay: false, cancel: false, receive: false });
  });

  it('offer confirming receipt only once shipped', () => {
    expect(actionsOfSummary({ state: 1, pay_state: 2 })).toEqual({ pay: false, cancel: false, receive: false });
    expect(actionsOfSummary({ state: 2, pay_state: 3 })).toEqual({ pay: false, cancel: false, receive: true });
    expect(actionsOfSummary({ state: 3, pay_state: 2 })).toEqual({ pay: false, cancel: false, receive: false });
  });

  it("on the detail follow the server's answer, which also knows the payment deadline", () => {
    expect(actionsOfDetail({ can_pay: false, can_cancel: true, can_receive: false })).toEqual({ pay: false, cancel: true, receive: false });
  });
});

const stamps = { pay_time: null, shipping_time: null, receive_time: null, cancel_time: null, returned_time: null };

describe("an order's history", () => {
  it('lists what happened to a shipped order, oldest first', () => {
    const steps = orderTimeline({ ...stamps, pay_state: 2, create_time: '2026-03-14T09:12:58Z', pay_time: '2026-03-14T09:20:11Z', shipping_time: '2026-03-17T06:45:00Z' });
    expect(steps).toEqual([
      { kind: 'placed', time: '2026-03-14T09:12:58Z' },
      { kind: 'paid', time: '2026-03-14T09:20:11Z' },
      { kind: 'shipped', time: '2026-03-17T06:45:00Z' },
    ]);
  });

  it('says an order on net terms was charged, not paid', () => {
    const steps = orderTimeline({ ...stamps, pay_state: 3, create_time: '2026-03-14T09:12:58Z', pay_time: '2026-03-14T09:13:30Z' });
    expect(steps.map((step) => step.kind)).toEqual(['placed', 'charged']);
  });

  it('ends a cancelled order with its cancellation', () => {
    const steps = orderTimeline({ ...stamps, pay_state: 0, create_time: '2026-03-15T08:34:02Z', cancel_time: '2026-03-15T08:41:37Z' });
    expect(steps.map((step) => step.kind)).toEqual(['placed', 'cancelled']);
  });
});
