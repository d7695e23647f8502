import type { OrderHistoryEntry } from '@chipmart/generated/internal/model/index';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderTimeline } from './OrderTimeline.tsx';

const quiet = { delivery_name: null, tracking_number: null, tracking_url: null, reason: null };

const paidAndShipped: OrderHistoryEntry[] = [
  { ...quiet, event: 'placed', by: 'buyer', state: 0, pay_state: 0, time: '2026-03-14T09:12:58Z' },
  { ...quiet, event: 'transfer_reported', by: 'buyer', state: 0, pay_state: 1, time: '2026-03-14T10:00:00Z' },
  { ...quiet, event: 'paid', by: 'chipmart', state: 1, pay_state: 2, time: '2026-03-15T08:00:00Z' },
  { ...quiet, event: 'shipped', by: 'chipmart', state: 2, pay_state: 2, time: '2026-03-17T06:45:00Z', delivery_name: 'DHL Express', tracking_number: '4815162342' },
];

const steps = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('the order timeline', () => {
  it('shows each step oldest first with who did it and when', () => {
    render(<OrderTimeline order={{ history: paidAndShipped, expire_time: null }} />);
    expect(steps().map((step) => step.querySelector('.order-timeline-what')?.textContent)).toEqual(['Placed', 'Bank transfer reported', 'Paid', 'Shipped']);
    expect(within(steps()[2]!).getByText('by Chipmart')).toBeTruthy();
    expect(steps()[0]!.querySelector('time')?.getAttribute('dateTime')).toBe('2026-03-14T09:12:58Z');
  });

  it('gives the shipment its carrier and tracking number', () => {
    render(<OrderTimeline order={{ history: paidAndShipped, expire_time: null }} />);
    expect(within(steps()[3]!).getByText('DHL Express, tracking number 4815162342')).toBeTruthy();
  });

  it('tells a cancellation by the buyer, with the reason, from one on expiry', () => {
    const placed = paidAndShipped[0]!;
    const { unmount } = render(
      <OrderTimeline order={{ history: [placed, { ...quiet, event: 'cancelled', by: 'buyer', state: 4, pay_state: 0, time: '2026-03-14T11:00:00Z', reason: 'Ordered the wrong package' }], expire_time: null }} />,
    );
    expect(within(steps()[1]!).getByText('Cancelled')).toBeTruthy();
    expect(within(steps()[1]!).getByText('by you')).toBeTruthy();
    expect(within(steps()[1]!).getByText('Reason: Ordered the wrong package')).toBeTruthy();
    unmount();
    render(<OrderTimeline order={{ history: [placed, { ...quiet, event: 'expired', by: 'system', state: 4, pay_state: 0, time: '2026-03-17T09:12:58Z' }], expire_time: null }} />);
    expect(within(steps()[1]!).getByText('Cancelled: not paid in time')).toBeTruthy();
    expect(within(steps()[1]!).getByText('automatically')).toBeTruthy();
  });

  it('says by when to pay while the order awaits payment', () => {
    render(<OrderTimeline order={{ history: paidAndShipped.slice(0, 1), expire_time: '2026-03-17T09:12:58Z' }} />);
    expect(screen.getByText(/^Pay by .*, or the order is cancelled automatically\.$/)).toBeTruthy();
  });
});
