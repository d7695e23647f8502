import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderInShop } from '../../../../tests/render.tsx';
import { CategoryNav } from './CategoryNav.tsx';

const node = (category_id: number, name: string, level: 1 | 2 | 3, children: unknown[] = []) => ({
  category_id,
  parent_id: null,
  level,
  name,
  icon: null,
  goods_count: 10,
  category_page_url: `/category/${category_id}`,
  children,
});

const tree = [
  node(1, 'Integrated Circuits', 1, [node(11, 'Microcontrollers', 2, [node(1103, 'ARM Cortex-M', 3)])]),
  node(2, 'Passives', 1, [node(21, 'Capacitors', 2, [node(2101, 'MLCC', 3)])]),
];

describe('the default category menu', () => {
  it('opens on the top categories; the arrow keys change category and show its sub-categories, popular parts and makers', async () => {
    fakeApi({
      'GET /api/category/tree': { code: 200, message: 'Success', data: { lists: tree, updated_at: '2026-11-02T03:00:00Z' } },
      'GET /api/index/navPullData': {
        code: 200,
        message: 'Success',
        data: {
          lists: tree.map((top) => ({
            ...top,
            hot_goods: top.category_id === 2 ? [{ goods_id: 5, part_number: 'GRM188R71H104KA93D', brand_name: 'Murata', goods_page_url: '/product-detail/5' }] : [],
            hot_manufacturers: top.category_id === 2 ? [{ manufacturer_id: 9, name: 'Murata Manufacturing', logo: null, manufacturer_page_url: '/manufacturer/9' }] : [],
          })),
        },
      },
    });
    await renderInShop(() => <CategoryNav />);
    fireEvent.click(screen.getByRole('button', { name: 'All categories' }));
    const tops = await screen.findByRole('tablist', { name: 'Categories' });
    const first = await within(tops).findByRole('tab', { name: 'Integrated Circuits' });
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('link', { name: 'ARM Cortex-M' }).getAttribute('href')).toBe('/category/1103');

    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    const passives = within(tops).getByRole('tab', { name: 'Passives' });
    // Radix moves the focus (and so the selection) just after the key press.
    await waitFor(() => expect(passives.getAttribute('aria-selected')).toBe('true'));
    const panel = screen.getByRole('tabpanel', { name: 'Passives' });
    expect(within(panel).getByRole('link', { name: 'All of Passives' }).getAttribute('href')).toBe('/category/2');
    expect(within(panel).getByRole('link', { name: 'MLCC' })).toBeTruthy();
    expect(await within(panel).findByRole('link', { name: 'GRM188R71H104KA93D' })).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Murata Manufacturing' }).getAttribute('href')).toBe('/manufacturer/9');
  });

  it('closes on Escape and on a second press of its button, giving the focus back to the button', async () => {
    fakeApi({
      'GET /api/category/tree': { code: 200, message: 'Success', data: { lists: tree, updated_at: '2026-11-02T03:00:00Z' } },
      'GET /api/index/navPullData': { code: 200, message: 'Success', data: { lists: [] } },
    });
    await renderInShop(() => <CategoryNav />);
    const button = screen.getByRole('button', { name: 'All categories' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    const tops = await screen.findByRole('tablist', { name: 'Categories' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(within(tops).getAllByRole('tab')[0]!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('tablist', { name: 'Categories' })).toBeNull());
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    await screen.findByRole('tablist', { name: 'Categories' });
    fireEvent.pointerDown(button);
    fireEvent.click(button);
    await waitFor(() => expect(screen.queryByRole('tablist', { name: 'Categories' })).toBeNull());
  });
});
