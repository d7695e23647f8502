import type { components } from '@chipmart/generated/internal/types';
import { invalidField } from '../../platform/http/errors.ts';
import type { Handlers } from '../../platform/http/handler.ts';
import { localized } from '../../platform/i18n/localized-text.ts';
import { partNumberKey, searchWords } from '../../platform/search-keys.ts';
import { goodsPageUrl } from '../../platform/shop-urls.ts';
import { cardsByIds, catalogMessages, catalogSnapshot, categoryLink, keywordTerms, manufacturerLink, type CatalogSnapshot } from '../catalog/index.ts';
import type { SearchDeps } from './deps.ts';
import { describeMatch, type Highlight } from './match-highlight.ts';
import { searchMessages } from './messages.ts';
import { searchParts, type SearchHit } from './search-parts.ts';

type Schemas = components['schemas'];

function matchOf(hit: SearchHit, partNumber: string, key: string): Highlight {
  // Parts found by manufacturer or description words have nothing of the part number to highlight.
  if (hit.tier === 'words') return { kind: 'fuzzy', start: 0, end: 0 };
  return describeMatch(partNumber, key);
}

function categoryFilter(snapshot: CatalogSnapshot, categoryId: number | undefined): number[] | undefined {
  if (categoryId === undefined) return undefined;
  if (!snapshot.category(categoryId)) throw invalidField('category_id', catalogMessages.unknownCategory);
  return snapshot.subtreeIds(categoryId);
}

export const searchHandlers = (deps: SearchDeps): Handlers => ({
  searchGoods: async ({ locale, currency, query }) => {
    const keywords = query.keywords.trim();
    if (partNumberKey(keywords) === '' && searchWords(keywords).length === 0) throw invalidField('keywords', searchMessages.keywordsWithoutPartNumber);
    const snapshot = await catalogSnapshot(deps.db);
    const manufacturerIds = query.manufacturer_ids ?? [];
    const unknown = manufacturerIds.findIndex((id) => !snapshot.manufacturers.has(id));
    if (unknown >= 0) throw invalidField(`manufacturer_ids.${unknown}`, catalogMessages.unknownManufacturer);
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? 20;
    const terms = keywordTerms(keywords, snapshot);
    const outcome = await searchParts(deps.db, {
      keywords,
      filters: { manufacturerIds, categoryIds: categoryFilter(snapshot, query.category_id), inStockOnly: query.in_stock_only === true },
      offset: (page - 1) * pageSize,
      limit: pageSize,
      count: true,
      manufacturerWordIds: terms.manufacturerIds,
      descriptionWords: terms.descriptionWords,
    });
    const cards = await cardsByIds(
      deps.db,
      outcome.hits.map((hit) => hit.id),
      { snapshot, locale, currency, currencies: deps.currencies },
    );
    const tierOf = new Map(outcome.hits.map((hit) => [hit.id, hit]));
    return {
      keywords,
      lists: cards.map((goods) => ({ goods, match: matchOf(tierOf.get(goods.goods_id)!, goods.part_number, outcome.key) })),
      total: outcome.total,
      page,
      page_size: pageSize,
    };
  },

  getSearchOptions: async ({ locale, query }) => {
    const keyword = query.keyword.trim();
    const limit = query.limit ?? 8;
    const snapshot = await catalogSnapshot(deps.db);
    const key = partNumberKey(keyword);
    const outcome = key
      ? await searchParts(deps.db, { keywords: keyword, filters: {}, offset: 0, limit, count: false, tiers: ['exact', 'prefix', 'contains'] })
      : { hits: [], key, total: 0 };
    // Close matches only when the part number itself found too few (the fuzzy tier is the costly one).
    if (key && outcome.hits.length < limit && !outcome.hits.some((hit) => hit.tier === 'exact')) {
      const fuzzy = await searchParts(deps.db, { keywords: keyword, filters: {}, offset: 0, limit: limit - outcome.hits.length, count: false, tiers: ['fuzzy'] });
      outcome.hits.push(...fuzzy.hits.filter((hit) => !outcome.hits.some((known) => known.id === hit.id)));
    }
    const cards = await cardsByIds(
      deps.db,
      outcome.hits.map((hit) => hit.id),
      { snapshot, locale, currency: deps.currencies.base(), currencies: deps.currencies },
    );
    const tierOf = new Map(outcome.hits.map((hit) => [hit.id, hit]));
    const partNumbers: Schemas['CatalogSuggestedPart'][] = cards.map((card) => ({
      goods_id: card.goods_id,
      part_number: card.part_number,
      brand_name: card.brand_name,
      goods_page_url: goodsPageUrl(card.goods_id),
      match: matchOf(tierOf.get(card.goods_id)!, card.part_number, key),
    }));

    const lowered = keyword.toLowerCase();
    const manufacturerIds = [...snapshot.manufacturers.values()]
      .filter((row) => row.name.toLowerCase().includes(lowered) || (key.length >= 2 && partNumberKey(row.name).includes(key)))
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((row) => row.id);
    for (const card of cards) if (!manufacturerIds.includes(card.brand_id)) manufacturerIds.push(card.brand_id);

    const categoryIds = [...snapshot.categories.values()].filter((entry) => localized(entry.names, locale).toLowerCase().includes(lowered)).map((entry) => entry.id);
    const categoryVotes = new Map<number, number>();
    for (const card of cards) categoryVotes.set(card.category_id, (categoryVotes.get(card.category_id) ?? 0) + 1);
    for (const [id] of [...categoryVotes.entries()].sort((a, b) => b[1] - a[1])) if (!categoryIds.includes(id)) categoryIds.push(id);

    return {
      keyword,
      part_numbers: partNumbers,
      manufacturers: manufacturerIds.slice(0, 5).flatMap((id) => manufacturerLink(snapshot, id) ?? []),
      categories: categoryIds.slice(0, 5).flatMap((id) => {
        const entry = snapshot.category(id);
        return entry ? [categoryLink(entry, snapshot, locale)] : [];
      }),
    };
  },
});
