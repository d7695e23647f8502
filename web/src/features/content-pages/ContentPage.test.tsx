import type { SitePage } from '@chipmart/generated/internal/model/index';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderInShop } from '../../../tests/render.tsx';
import { ContentPage } from './ContentPage.tsx';
import { sectionPages } from './content-page-keys.ts';

const refundPage: SitePage = {
  page_key: 'refund',
  title: 'Returns & Refunds',
  content: '<h2>When we refund</h2><p>Write to us from the <a href="/contact">contact page</a>.</p><table><thead><tr><th scope="col">Paid by</th></tr></thead><tbody><tr><td>PayPal</td></tr></tbody></table><p onmouseover="x()">Safe<script>alert(1)</script></p>',
  update_time: '2026-11-26T08:00:00Z',
  seo: { title: 'Returns & Refunds | Chipmart', keyword: 'refund', description: 'How refunds work.' },
};

describe('a help page', () => {
  it("shows the server's body in its section, with the section's pages beside it and the current one marked", async () => {
    const requests = fakeApi({ 'GET /api/config/getPage/refund': { code: 200, message: 'Success', data: refundPage } });
    await renderInShop(() => <ContentPage page="helpRefund" />);
    expect(await screen.findByRole('heading', { level: 2, name: 'When we refund' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Refunds' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'contact page' }).getAttribute('href')).toBe('/contact');
    expect(within(screen.getByRole('region', { name: 'Table (scrolls sideways)' })).getByRole('cell', { name: 'PayPal' })).toBeTruthy();
    expect(document.querySelector('script, [onmouseover]')).toBeNull();
    expect(screen.getByText('Safe')).toBeTruthy();
    expect(screen.getByText('Last updated November 26, 2026')).toBeTruthy();

    const nav = screen.getByRole('navigation', { name: 'Help center' });
    expect(within(nav).getAllByRole('link')).toHaveLength(14);
    expect(within(nav).getByRole('link', { name: 'Refunds' }).getAttribute('aria-current')).toBe('page');
    expect(requests.map((request) => request.path)).toEqual(['/api/config/getPage/refund']);
  });

  it('offers a retry when the page cannot be loaded', async () => {
    fakeApi({ 'GET /api/config/getPage/faqs': { code: 5000, message: 'Internal error', data: null, status: 500 } });
    await renderInShop(() => <ContentPage page="helpFaqs" />);
    expect(await screen.findByRole('button', { name: /try again/i })).toBeTruthy();
  });
});

describe('the about section', () => {
  it('lists excess inventory and procurement only on sites that run those services', () => {
    expect(sectionPages('about', true)).toEqual(['about', 'aboutIntroduce', 'aboutQualityControl', 'certification', 'aboutExcessInventory', 'aboutProcure', 'aboutContact']);
    expect(sectionPages('about', false)).toEqual(['about', 'aboutIntroduce', 'aboutQualityControl', 'certification', 'aboutContact']);
  });
});
