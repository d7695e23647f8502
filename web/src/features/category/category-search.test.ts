import { describe, expect, it } from 'vitest';
import { categoryListingSearch, filterQuery, isFiltered, listingQuery, parameterSelections, toggled, CATEGORY_PAGE_SIZE } from './category-search.ts';

describe('a category listing URL', () => {
  it('keeps every filter of a shared link: parameter values, manufacturers, packages, stock, order and page', () => {
    const search = categoryListingSearch({
      param: ['210102:10V', '210104:X7R', '210102:16V'],
      mfr: [9, 11],
      pkg: ['0603'],
      stock: true,
      sort: 'price_asc',
      page: 2,
    });
    expect(listingQuery(2101, search)).toEqual({
      category_id: 2101,
      parameters: [
        { parameter_id: 210102, values: ['10V', '16V'] },
        { parameter_id: 210104, values: ['X7R'] },
      ],
      manufacturer_ids: [9, 11],
      packages: ['0603'],
      in_stock_only: true,
      sort: 'price_asc',
      page: 2,
      page_size: CATEGORY_PAGE_SIZE,
    });
  });

  it('reads a single value where a list is expected, as a hand-written link gives it', () => {
    expect(categoryListingSearch({ mfr: 9, pkg: '0805', param: '210105:0603' })).toMatchObject({ mfr: [9], pkg: ['0805'], param: ['210105:0603'] });
  });

  it('drops what is malformed instead of failing the page', () => {
    const search = categoryListingSearch({ sort: 'cheapest', page: -3, mfr: ['x'], param: ['no-id'], stock: 'maybe' });
    expect(search).toEqual({});
    expect(listingQuery(5, search)).toEqual({ category_id: 5, sort: 'relevance', page: 1, page_size: CATEGORY_PAGE_SIZE });
  });

  it('trims the keyword, and drops an over-long keyword or a list longer than any filter panel makes', () => {
    expect(categoryListingSearch({ keyword: '  grm188 ' })).toEqual({ keyword: 'grm188' });
    expect(categoryListingSearch({ keyword: 'x'.repeat(101), mfr: Array.from({ length: 101 }, (_, i) => i + 1) })).toEqual({});
    expect(categoryListingSearch({ pkg: [''] })).toEqual({});
  });

  it('reads its own validated value the same way again, as the router does', () => {
    const once = categoryListingSearch({ keyword: ' grm ', param: '1:a', mfr: '9', pkg: ['0603'], stock: true, sort: 'price_asc', page: '2' });
    expect(categoryListingSearch(once)).toEqual(once);
  });

  it('keeps a parameter value that itself holds a colon', () => {
    expect(parameterSelections(['210106:-55°C ~ 125°C', '7:a:b'])).toEqual([
      { parameter_id: 210106, values: ['-55°C ~ 125°C'] },
      { parameter_id: 7, values: ['a:b'] },
    ]);
  });

  it('counts filter values for the keyword and stock choice only, so the other values stay selectable', () => {
    const search = categoryListingSearch({ keyword: 'grm', stock: true, mfr: [9] });
    expect(filterQuery(2101, search)).toEqual({ category_id: 2101, keyword: 'grm', in_stock_only: true });
    expect(filterQuery(2101, categoryListingSearch({ leadtime: true }))).toEqual({ category_id: 2101, in_stock_only: false, lead_time_only: true });
  });

  it('lists only parts on lead time for a lead-time link, and parts in stock for a hand-made link asking for both', () => {
    const leadTime = categoryListingSearch({ leadtime: true, page: 2 });
    expect(listingQuery(2101, leadTime)).toEqual({ category_id: 2101, lead_time_only: true, sort: 'relevance', page: 2, page_size: CATEGORY_PAGE_SIZE });
    expect(isFiltered(leadTime)).toBe(true);
    const both = categoryListingSearch({ leadtime: true, stock: true });
    expect(listingQuery(2101, both)).toMatchObject({ in_stock_only: true });
    expect(listingQuery(2101, both)).not.toHaveProperty('lead_time_only');
    expect(filterQuery(2101, both)).toEqual({ category_id: 2101, in_stock_only: true });
    expect(categoryListingSearch({ leadtime: 'yes' })).toEqual({});
  });

  it('tells a filtered listing from the plain category page (sorting and paging alone do not filter)', () => {
    expect(isFiltered(categoryListingSearch({ sort: 'stock_desc', page: 3 }))).toBe(false);
    expect(isFiltered(categoryListingSearch({ stock: true }))).toBe(true);
    expect(isFiltered(categoryListingSearch({ param: ['1:a'] }))).toBe(true);
  });
});

describe('checking and unchecking a filter value', () => {
  it('adds it, removes it, and leaves an emptied list out of the URL', () => {
    expect(toggled(undefined, 9, true)).toEqual([9]);
    expect(toggled([9], 10, true)).toEqual([9, 10]);
    expect(toggled([9, 10], 9, false)).toEqual([10]);
    expect(toggled([10], 10, false)).toBeUndefined();
    expect(toggled([10], 10, true)).toEqual([10]);
  });
});
