import { describe, expect, it } from 'vitest';
import { moveActive, suggestionsOf } from './suggestions.ts';
import { searchGoodsParams, searchPageSearch } from './search-params.ts';

describe('search page URL', () => {
  it('reads a numeric part number as text and one manufacturer as a list', () => {
    expect(searchPageSearch({ keywords: 358, manufacturer: 8, in_stock: true, page: 2 })).toEqual({ keywords: '358', manufacturer: [8], in_stock: true, page: 2 });
  });

  it('drops malformed values instead of failing the page', () => {
    expect(searchPageSearch({ keywords: 'LM358', manufacturer: ['x'], category: -3, page: 0, in_stock: 'maybe' })).toEqual({ keywords: 'LM358' });
  });

  it('trims the keywords and drops over-long ones or more manufacturers than a link may carry', () => {
    expect(searchPageSearch({ keywords: ' LM358 ', category: '1301' })).toEqual({ keywords: 'LM358', category: 1301 });
    expect(searchPageSearch({ keywords: 'x'.repeat(101), manufacturer: Array.from({ length: 51 }, (_, i) => i + 1) })).toEqual({});
  });

  it('reads its own validated value the same way again, as the router does', () => {
    const once = searchPageSearch({ keywords: ' 358 ', manufacturer: '8', category: '1301', in_stock: true, page: '2' });
    expect(searchPageSearch(once)).toEqual(once);
  });

  it('asks the server for one page of the filtered results', () => {
    expect(searchGoodsParams({ keywords: 'LM358', manufacturer: [8, 12], category: 1301, in_stock: true, page: 3 })).toEqual({
      keywords: 'LM358',
      page: 3,
      page_size: 20,
      manufacturer_ids: [8, 12],
      category_id: 1301,
      in_stock_only: true,
    });
  });

  it('asks nothing without keywords', () => {
    expect(searchGoodsParams({})).toBeUndefined();
  });
});

describe('type-ahead suggestions', () => {
  it('list part numbers, then manufacturers, then categories, each with the path it opens', () => {
    const list = suggestionsOf({
      keyword: 'LM35',
      part_numbers: [{ goods_id: 1, part_number: 'LM358DR', brand_name: 'Texas Instruments', goods_page_url: '/product-detail/1', match: { kind: 'prefix', start: 0, end: 4 } }],
      manufacturers: [{ manufacturer_id: 8, name: 'Texas Instruments', logo: null, manufacturer_page_url: '/manufacturer/8' }],
      categories: [{ category_id: 1301, level: 3, name: 'Operational Amplifiers', icon: null, goods_count: 66, category_page_url: '/category/1301' }],
    });
    expect(list.map((entry) => [entry.kind, entry.path])).toEqual([
      ['part', '/product-detail/1'],
      ['manufacturer', '/manufacturer/8'],
      ['category', '/category/1301'],
    ]);
  });

  it('wrap around from the last suggestion back to the typed text', () => {
    expect(moveActive(-1, 3, 1)).toBe(0);
    expect(moveActive(2, 3, 1)).toBe(-1);
    expect(moveActive(-1, 3, -1)).toBe(2);
    expect(moveActive(-1, 0, 1)).toBe(-1);
  });
});
