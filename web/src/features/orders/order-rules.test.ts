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

const entry = { by: 'buyer', state: 0, pay_state: 0, delivery_name: null, tracking_number: null, tracking_url: null, reason: null } as const;

describe("an order's history", () => {
  it('keeps the server’s order and says who did each step', () => {
    const steps = orderTimeline([
      { ...entry, event: 'placed', time: '2026-03-14T09:12:58Z' },
      { ...entry, event: 'paid', by: 'payment_provider', state: 1, pay_state: 2, time: '2026-03-14T09:20:11Z' },
      { ...entry, event: 'auto_completed', by: 'system', state: 3, pay_state: 2, time: '2026-04-01T06:45:00Z' },
    ]);
    expect(steps.map((step) => [step.what, step.who, step.time])).toEqual([
      ['Placed', 'by you', '2026-03-14T09:12:58Z'],
      ['Paid', 'reported by the payment provider', '2026-03-14T09:20:11Z'],
      ['Completed 15 days after shipping', 'automatically', '2026-04-01T06:45:00Z'],
    ]);
  });

  it('gives a shipment its carrier and tracking number, and a cancellation its reason', () => {
    const steps = orderTimeline([
      { ...entry, event: 'shipped', by: 'chipmart', state: 2, pay_state: 2, time: '2026-03-17T06:45:00Z', delivery_name: 'DHL Express', tracking_number: '4815162342' },
      { ...entry, event: 'cancelled', state: 4, time: '2026-03-15T08:41:37Z', reason: 'Ordered the wrong package' },
      { ...entry, event: 'expired', by: 'system', state: 4, time: '2026-03-18T08:41:37Z' },
    ]);
    expect(steps.map((step) => step.detail)).toEqual(['DHL Express, tracking number 4815162342', 'Reason: Ordered the wrong package', null]);
  });
});
