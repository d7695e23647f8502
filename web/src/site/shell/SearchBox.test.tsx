import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { searchBox as defaultLook } from '@/site/variants/default/search-box.ts';
import { searchBox as inlandLook } from '@/site/variants/inland/search-box.ts';
import { searchBox as koLook } from '@/site/variants/ko/search-box.ts';
import { renderInShop } from '../../../tests/render.tsx';
import { SearchBox, type SearchBoxLook } from './SearchBox.tsx';

/** The search landmark as one brand's look draws it. */
async function searchBoxOf(look: SearchBoxLook) {
  const rendered = await renderInShop(() => <SearchBox look={look} label="Site search" />);
  return { ...rendered, search: screen.getByRole('search', { name: 'Site search' }) };
}

describe("the search box of each brand's look", () => {
  it('default: the submit button shows the icon and the word', async () => {
    const { search } = await searchBoxOf(defaultLook);
    expect(search.className).toBe('search-box search-default');
    const submit = within(search).getByRole('button', { name: 'Search' });
    expect(submit.textContent).toBe('Search');
    expect(submit.querySelector('.icon-search')).not.toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('ko: the submit button is an icon named for screen readers, in a rounded field', async () => {
    const { search } = await searchBoxOf(koLook);
    expect(search.className).toBe('search-box search-ko');
    const submit = within(search).getByRole('button', { name: 'Search' });
    expect(submit.textContent).toBe('');
    expect(submit.getAttribute('aria-label')).toBe('Search');
  });

  it('inland: the word alone on the button, and the BOM tool offered beside the search', async () => {
    const { search, container } = await searchBoxOf(inlandLook);
    expect(within(search).getByRole('button', { name: 'Search' }).querySelector('.icon')).toBeNull();
    const wrapper = container.querySelector('.search-inland')!;
    expect(wrapper.contains(search)).toBe(true);
    expect(within(wrapper as HTMLElement).getByRole('link', { name: 'BOM tool' }).getAttribute('href')).toBe('/bom');
  });
});
