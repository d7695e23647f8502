import type { CatalogManufacturerSummary } from '@chipmart/generated/internal/model/index';
import { describe, expect, it } from 'vitest';
import { groupByInitial, paragraphs, summaryOf } from './manufacturer-groups.ts';
import { initialAnchor, manufacturerIndexSearch, manufacturerProfileSearch } from './manufacturer-search.ts';

const maker = (manufacturer_id: number, name: string, initial: string): CatalogManufacturerSummary => ({
  manufacturer_id,
  name,
  initial,
  logo: null,
  country: null,
  goods_count: 1,
  manufacturer_page_url: `/manufacturer/${manufacturer_id}`,
});

describe('the manufacturer index', () => {
  it('files manufacturers under their letters in the order the server sorts them', () => {
    const groups = groupByInitial([maker(1, '3M', '#'), maker(2, 'Abracon', 'A'), maker(3, 'Amphenol', 'A'), maker(4, 'Bourns', 'B')]);
    expect(groups.map((group) => [group.initial, group.entries.map((entry) => entry.name)])).toEqual([
      ['#', ['3M']],
      ['A', ['Abracon', 'Amphenol']],
      ['B', ['Bourns']],
    ]);
  });

  it('gives the digits-and-symbols letter an anchor a URL can carry', () => {
    expect(initialAnchor('#')).toBe('initial-other');
    expect(initialAnchor('M')).toBe('initial-M');
  });

  it('accepts a letter, # and a name filter from the URL and drops anything else', () => {
    expect(manufacturerIndexSearch({ initial: 'T', keyword: ' texas ', page: 2 })).toEqual({ initial: 'T', keyword: 'texas', page: 2 });
    expect(manufacturerIndexSearch({ initial: '#' })).toEqual({ initial: '#' });
    expect(manufacturerIndexSearch({ initial: 'ab', page: 0 })).toEqual({});
  });

  it('keeps the chosen category and page of a profile in the URL', () => {
    expect(manufacturerProfileSearch({ category: 1103, page: 3 })).toEqual({ category: 1103, page: 3 });
    expect(manufacturerProfileSearch({ category: 'mcu' })).toEqual({});
  });
});

describe('a manufacturer description', () => {
  const text = 'STMicroelectronics is a European semiconductor company.\n\nST runs its own fabs.\n  \n';

  it('is shown as its paragraphs', () => {
    expect(paragraphs(text)).toEqual(['STMicroelectronics is a European semiconductor company.', 'ST runs its own fabs.']);
  });

  it('gives the page description its first paragraph, cut at a word when too long', () => {
    expect(summaryOf(text)).toBe('STMicroelectronics is a European semiconductor company.');
    expect(summaryOf(text, 30)).toBe('STMicroelectronics is a…');
    expect(summaryOf('')).toBe('');
  });
});
