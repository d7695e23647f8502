import { describe, expect, it } from 'vitest';
import { groupKeywords } from './keyword-index.ts';
import { leadTimeCategories } from './lead-time.ts';
import { newsArticleJsonLd } from './news-seo.ts';
import { leadTimeSearch, newsListSearch } from './news-search.ts';

const label = (name: string, initial: string, sort: number) => ({ label_id: sort, name, type: 2 as const, initial, link_url: `/s?keyword=${name}`, sort });

describe('keywords index', () => {
  it('groups keywords by letter, digits and symbols first, each letter in the back office order', () => {
    const groups = groupKeywords([label('TPS54331DR', 'T', 3), label('1N4148W-7-F', '#', 1), label('TL431', 'T', 2), label('ATMEGA328P-AU', 'A', 9)]);
    expect(groups.map((group) => group.initial)).toEqual(['#', 'A', 'T']);
    expect(groups[2]!.labels.map((entry) => entry.name)).toEqual(['TL431', 'TPS54331DR']);
  });
});

describe('lead-time parts', () => {
  const stat = (goods_count: number, in_stock_count: number, category_id = 1) => ({
    category_id,
    name: `Category ${category_id}`,
    icon: null,
    goods_count,
    in_stock_count,
    manufacturer_count: 3,
    category_page_url: `/category/${category_id}`,
  });

  it('lists the top categories that have parts without stock, most first', () => {
    const categories = leadTimeCategories([stat(528, 504, 1), stat(55, 55, 4), stat(1003, 966, 2)]);
    expect(categories.map((category) => [category.category_id, category.onLeadTime])).toEqual([
      [2, 37],
      [1, 24],
    ]);
  });
});

describe('news links', () => {
  it('keep the tag and page of the list, and drop malformed ones', () => {
    expect(newsListSearch({ tag: 'Microcontrollers', page: 2 })).toEqual({ tag: 'Microcontrollers', page: 2 });
    expect(newsListSearch({ tag: '', page: 'x' })).toEqual({});
    expect(leadTimeSearch({ category: '2', page: 0 })).toEqual({ category: 2 });
    expect(newsListSearch({ tag: 'x'.repeat(51), page: 10_001 })).toEqual({});
    // The router validates its own output again.
    const once = newsListSearch({ tag: ' Microcontrollers ', page: '3' });
    expect(newsListSearch(once)).toEqual(once);
  });
});

describe('news article for search engines', () => {
  it('is a NewsArticle with headline, dates, author, image and the page URL', () => {
    const article = {
      news_id: 301,
      title: 'STM32F103 alternatives',
      summary: 'Pin-compatible MCUs in stock.',
      content: '<p>Lead times</p>',
      cover_image: '/images/news/301.svg',
      tags: ['Microcontrollers', 'Supply chain'],
      author: 'Mei Lin',
      publish_time: '2026-10-14T08:00:00Z',
      update_time: '2026-10-15T08:00:00Z',
      view_count: 12,
      seo: { title: '', keyword: '', description: '' },
      prev: null,
      next: null,
      related_news: [],
      related_goods: [],
    };
    expect(newsArticleJsonLd(article, 'https://shop.example/news/301')).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'STM32F103 alternatives',
      description: 'Pin-compatible MCUs in stock.',
      image: ['https://shop.example/images/news/301.svg'],
      datePublished: '2026-10-14T08:00:00Z',
      dateModified: '2026-10-15T08:00:00Z',
      author: [{ '@type': 'Person', name: 'Mei Lin' }],
      keywords: 'Microcontrollers, Supply chain',
      url: 'https://shop.example/news/301',
    });
  });
});
