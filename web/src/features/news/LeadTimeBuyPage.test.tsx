import type { CatalogCategoryStatItem, GoodsCard } from '@chipmart/generated/internal/model/index';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderInShop } from '../../../tests/render.tsx';
import { LeadTimeBuyPage } from './LeadTimeBuyPage.tsx';

const topCategory = (category_id: number, name: string, goods_count: number, in_stock_count: number): CatalogCategoryStatItem => ({
  category_id,
  name,
  icon: null,
  goods_count,
  in_stock_count,
  manufacturer_count: 12,
  category_page_url: `/category/${category_id}`,
});

const onLeadTime = (goods_id: number, part_number: string): GoodsCard => ({
  goods_id,
  part_number,
  brand_id: 8,
  brand_name: 'Texas Instruments',
  package: 'SOIC-8',
  description: 'Dual zero-drift op amp',
  icons: `/images/goods/${goods_id}.svg`,
  goods_page_url: `/product-detail/${goods_id}`,
  category_id: 1301,
  category_name: 'Operational Amplifiers',
  stock: 0,
  moq: 2500,
  increment: 2500,
  lead_time_days: 60,
  unit_price: 1.182,
  currency_code: 'USD',
  currency_symbol: '$',
  datasheet_url: null,
});

const stat = {
  parts_count: 1600,
  manufacturers_count: 40,
  suppliers_count: 12,
  in_stock_parts_count: 1520,
  categories: [topCategory(2, 'Passive Components', 600, 590), topCategory(1, 'Integrated Circuits', 1000, 955), topCategory(7, 'RF & Wireless', 80, 80)],
  updated_at: '2026-11-22T10:00:00Z',
};

function serveCatalog() {
  return fakeApi({
    'GET /api/category/stat': { code: 200, message: 'Success', data: stat },
    'POST /api/index/getCategory': {
      code: 200,
      message: 'Success',
      data: { lists: [onLeadTime(301877, 'OPA2188AIDR'), onLeadTime(301902, 'ADA4522-2ARZ')], total: 45, page: 2, page_size: 20, breadcrumb: [] },
    },
  });
}

describe('lead-time buying page', () => {
  it("asks the category listing for the chosen page of the biggest category's parts on lead time, and pages by the listing's total", async () => {
    const requests = serveCatalog();
    await renderInShop(() => <LeadTimeBuyPage search={{ page: 2 }} />);
    const table = await screen.findByRole('table', { name: 'Parts of Integrated Circuits on factory lead time, page 2 of 3' });
    expect(within(table).getByRole('link', { name: 'OPA2188AIDR' })).toBeTruthy();
    expect(requests.filter((request) => request.path === '/api/index/getCategory').map((request) => request.body)).toEqual([
      { category_id: 1, lead_time_only: true, sort: 'relevance', page: 2, page_size: 20 },
    ]);
    const pages = screen.getByRole('navigation', { name: 'Pages of parts' });
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toBeTruthy();
  });

  it('offers only the categories that have parts without stock, most first, and lists the one in the link', async () => {
    const requests = serveCatalog();
    await renderInShop(() => <LeadTimeBuyPage search={{ category: 2 }} />);
    const categories = await screen.findByRole('navigation', { name: 'Categories with parts on factory lead time' });
    await within(categories).findByRole('link', { name: 'Passive Components: 10 on lead time' });
    expect(within(categories).getAllByRole('link').map((link) => link.textContent)).toEqual(['Integrated Circuits: 45 on lead time', 'Passive Components: 10 on lead time']);
    expect(within(categories).getByRole('link', { name: 'Passive Components: 10 on lead time' }).getAttribute('aria-current')).toBe('page');
    await screen.findByRole('table');
    expect(requests.find((request) => request.path === '/api/index/getCategory')?.body).toMatchObject({ category_id: 2, lead_time_only: true, page: 1 });
  });
});
