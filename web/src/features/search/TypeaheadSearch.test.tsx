import { getGetSearchOptionsQueryKey } from '@chipmart/generated/internal/hooks/catalog/catalog';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TYPEAHEAD_PART_LIMIT } from '@/platform/constants.ts';
import { currentQueryScope, scopedQuery } from '@/platform/query-scope.ts';
import { fakeApi, renderInShop } from '../../../tests/render.tsx';
import { TypeaheadSearch } from './TypeaheadSearch.tsx';

const suggestions = {
  keyword: 'STM32F1',
  part_numbers: [
    { goods_id: 100231, part_number: 'STM32F103C8T6', brand_name: 'STMicroelectronics', goods_page_url: '/product-detail/100231', match: { kind: 'prefix', start: 0, end: 7 } },
    { goods_id: 100236, part_number: 'STM32F103RCT6', brand_name: 'STMicroelectronics', goods_page_url: '/product-detail/100236', match: { kind: 'prefix', start: 0, end: 7 } },
  ],
  manufacturers: [{ manufacturer_id: 12, name: 'STMicroelectronics', logo: null, manufacturer_page_url: '/manufacturer/12' }],
  categories: [],
};

async function typeInSearch(text: string) {
  fakeApi({ 'GET /api/index/searchOption': { code: 200, message: 'Success', data: suggestions } });
  const { router } = await renderInShop(() => (
    <TypeaheadSearch formClassName="search-box" label="Site search">
      <button type="submit">Search</button>
    </TypeaheadSearch>
  ));
  const field = screen.getByRole('combobox', { name: 'Search parts' });
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value: text } });
  await screen.findByRole('option', { name: /STM32F103C8T6/ });
  return { field, router };
}

describe('header search type-ahead', () => {
  it('asks for no suggestions when a results page fills the field in, only once the visitor is in it', async () => {
    const requests = fakeApi({ 'GET /api/index/searchOption': { code: 200, message: 'Success', data: suggestions } });
    const { router } = await renderInShop(() => (
      <TypeaheadSearch formClassName="search-box" label="Site search">
        <button type="submit">Search</button>
      </TypeaheadSearch>
    ));
    await router.navigate({ href: '/s?keywords=STM32F1' });
    const field = screen.getByRole<HTMLInputElement>('combobox', { name: 'Search parts' });
    await waitFor(() => expect(field.value).toBe('STM32F1'));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(requests.filter((request) => request.path.startsWith('/api/index/searchOption'))).toHaveLength(0);

    fireEvent.focus(field);
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    await screen.findByRole('option', { name: /STM32F103C8T6/ });
    expect(requests.filter((request) => request.path.startsWith('/api/index/searchOption'))).toHaveLength(1);
  });

  it('renders no suggestions on a results page whose filters already hold them, until the visitor is in the field', async () => {
    fakeApi({ 'GET /api/index/searchOption': { code: 200, message: 'Success', data: suggestions } });
    const { router, queryClient } = await renderInShop(() => (
      <TypeaheadSearch formClassName="search-box" label="Site search">
        <button type="submit">Search</button>
      </TypeaheadSearch>
    ));
    // What the results page's filters load: searchOption for the searched words.
    queryClient.setQueryData(scopedQuery({ queryKey: getGetSearchOptionsQueryKey({ keyword: 'STM32F1', limit: TYPEAHEAD_PART_LIMIT }) }, currentQueryScope()).queryKey, suggestions);
    await router.navigate({ href: '/s?keywords=STM32F1' });
    const field = screen.getByRole<HTMLInputElement>('combobox', { name: 'Search parts' });
    await waitFor(() => expect(field.value).toBe('STM32F1'));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.queryAllByRole('option', { hidden: true })).toHaveLength(0);

    fireEvent.focus(field);
    expect(await screen.findAllByRole('option')).toHaveLength(3);
  });

  it('suggests matching part numbers with the typed part marked, and manufacturers', async () => {
    const { field } = await typeInSearch('STM32F1');
    expect(field.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option')).toHaveLength(3);
    expect(screen.getAllByText('STM32F1').every((element) => element.tagName === 'MARK')).toBe(true);
    expect(screen.getByRole('group', { name: 'Manufacturers' })).toBeTruthy();
  });

  it('moves through the suggestions with the arrow keys and opens the chosen part with Enter', async () => {
    const { field, router } = await typeInSearch('STM32F1');
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    const active = document.getElementById(field.getAttribute('aria-activedescendant')!);
    expect(active?.textContent).toContain('STM32F103RCT6');
    expect(active?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/product-detail/100236'));
  });

  it('closes the list with Escape and keeps the text', async () => {
    const { field } = await typeInSearch('STM32F1');
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect((field as HTMLInputElement).value).toBe('STM32F1');
  });

  it('searches for the typed text with Enter when no suggestion is active', async () => {
    const { field, router } = await typeInSearch('STM32F1');
    fireEvent.submit(field.closest('form')!);
    await waitFor(() => expect(router.state.location.href).toBe('/s?keywords=STM32F1'));
  });
});
