import type { RfqQuote } from '@chipmart/generated/internal/model/index';
import { getGetCartCountQueryKey } from '@chipmart/generated/internal/hooks/cart/cart';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { toastStore } from '@/ui/toast-store.ts';
import { fakeApi, renderInShop } from '../../../tests/render.tsx';
import { QuoteCard } from './QuoteCard.tsx';

const quote: RfqQuote = {
  quote_id: 99120,
  part_number: 'TPS54331DR',
  manufacturer: 'Texas Instruments',
  goods_id: 300417,
  sku_id: 880533,
  date_code: '2436+',
  price: 0.588,
  quantity: 3000,
  moq: 2500,
  lead_time_days: 5,
  valid_until: '2026-11-18T23:59:59Z',
  remark: '',
};
const usd = { code: 'USD', symbol: '$' };
const now = new Date('2026-11-10T12:00:00Z');
const added = { code: 200, message: 'Added to cart at the quoted price', data: { cart_id: 90231, cart_num: 3000, merged: false, count: 4 } };

async function showQuote(answer: object, props: Partial<Parameters<typeof QuoteCard>[0]> = {}) {
  const requests = fakeApi({ 'POST /api/user/rfq/quoteToCart': () => answer as never });
  const shop = await renderInShop(() => <QuoteCard quote={quote} askedPart="TPS54331DR" rfqState={1} currency={usd} now={now} {...props} />);
  const sent = () => requests.filter((request) => request.path === '/api/user/rfq/quoteToCart').map((request) => request.body);
  return { shop, sent };
}

describe('a quote in the RFQ history', () => {
  beforeEach(() => toastStore.set([]));

  it('shows its price, quantity and validity', async () => {
    await showQuote(added);
    expect(screen.getByText('$0.58800')).toBeTruthy();
    expect(screen.getByText('5 working days')).toBeTruthy();
    expect(screen.getByText('Nov 18, 2026, 11:59 PM', { exact: false })).toBeTruthy();
  });

  it('puts the quoted pieces in the cart, says so and has the cart count read again', async () => {
    const { shop, sent } = await showQuote(added);
    shop.queryClient.setQueryData([...getGetCartCountQueryKey(), { locale: 'en' }], { count: 3 });
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart: quote for TPS54331DR' }));
    await waitFor(() => expect(sent()).toEqual([{ quote_id: 99120, cart_num: 3000 }]));
    await waitFor(() => expect(toastStore.get().map((toast) => toast.text)).toEqual(['TPS54331DR is in your cart at the quoted price']));
    expect(shop.queryClient.getQueryState([...getGetCartCountQueryKey(), { locale: 'en' }])?.isInvalidated).toBe(true);
  });

  it('checks the pieces against the MOQ before sending anything', async () => {
    const { sent } = await showQuote(added);
    const field = screen.getByRole('textbox', { name: 'Pieces (2,500 to 3,000)' });
    fireEvent.change(field, { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart: quote for TPS54331DR' }));
    expect(await screen.findByText('Order at least 2,500 pieces at this price')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(sent()).toEqual([]);
  });

  it('refuses an expired quote with the reason and no way to add it', async () => {
    await showQuote(added, { now: new Date('2026-11-19T00:00:00Z') });
    expect(screen.getByTestId('quote-refusal').textContent).toMatch(/^This quote expired on Nov 18, 2026/);
    expect(screen.queryByRole('button', { name: /Add to cart/ })).toBeNull();
  });

  it("shows the server's reason when it refuses the quote meanwhile", async () => {
    await showQuote({ code: 4090, status: 409, message: 'This quote expired on 18 Nov 2026 and can no longer be ordered', data: null });
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart: quote for TPS54331DR' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This quote expired on 18 Nov 2026 and can no longer be ordered');
  });
});
