import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/open.ts';
import { intArray, queryRows } from '../../platform/db/sql-rows.ts';
import { partNumberKey } from '../../platform/search-keys.ts';

/**
 * Part-number search in tiers, best first: exact key, key prefix, key
 * fragment, close (trigram) key, then manufacturer and description words.
 * Each tier is one indexed query that leaves out what earlier tiers found,
 * so paging walks the tiers in order without ever sorting the whole table.
 * See docs/decisions/0009-part-number-search.md.
 */
export type Tier = 'exact' | 'prefix' | 'contains' | 'fuzzy' | 'words';

export interface SearchFilters {
  manufacturerIds?: number[];
  /** The category and its descendants. */
  categoryIds?: number[];
  inStockOnly?: boolean;
}

export interface SearchRequest {
  keywords: string;
  filters: SearchFilters;
  offset: number;
  limit: number;
  /** Count every tier for the total (search pages); type-ahead skips it. */
  count: boolean;
  /** Tiers to run; all by default. */
  tiers?: Tier[];
  /** Manufacturers whose names the keywords name (resolved by the caller from the small manufacturers list). */
  manufacturerWordIds?: number[];
  /** Keywords left after taking out manufacturer names, for the description full-text index. */
  descriptionWords?: string[];
}

export interface SearchHit {
  id: number;
  tier: Tier;
}

export interface SearchOutcome {
  key: string;
  hits: SearchHit[];
  total: number;
}

/** Counting stops here per tier: totals above it are reported as this many, and pages end there. */
export const TIER_COUNT_CAP = 10_000;
/** Fragments shorter than a trigram cannot use the trigram index; they only match as exact or prefix. */
const MIN_FRAGMENT = 3;
const MIN_FUZZY = 4;
const MIN_PREFIX_WORD = 3;

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function tierCondition(tier: Tier, key: string, request: SearchRequest, active: Set<Tier>): SQL | undefined {
  const prefix = `${likeEscape(key)}%`;
  const fragment = `%${likeEscape(key)}%`;
  switch (tier) {
    case 'exact':
      return sql`g.part_number_key = ${key}`;
    case 'prefix':
      return sql`g.part_number_key like ${prefix} and g.part_number_key <> ${key}`;
    case 'contains':
      if (key.length < MIN_FRAGMENT) return undefined;
      return sql`g.part_number_key like ${fragment} and g.part_number_key not like ${prefix}`;
    case 'fuzzy':
      if (key.length < MIN_FUZZY) return undefined;
      return sql`g.part_number_key % ${key} and g.part_number_key not like ${fragment}`;
    case 'words': {
      const manufacturerIds = request.manufacturerWordIds ?? [];
      const words = request.descriptionWords ?? [];
      if (manufacturerIds.length === 0 && words.length === 0) return undefined;
      const parts: SQL[] = [];
      if (manufacturerIds.length > 0) parts.push(sql`g.manufacturer_id = any(${intArray(manufacturerIds)})`);
      if (words.length > 0) {
        // Words of 3+ characters match as prefixes ('amp' finds 'amplifier'); shorter ones only as whole words:
        // a one-letter prefix such as 'e:*' (from 'PIC16LF1847-E/SO') reads most of the description index.
        const tsquery = words.map((word) => (word.length >= MIN_PREFIX_WORD ? `${word}:*` : word)).join(' & ');
        parts.push(sql`to_tsvector('simple', g.description) @@ to_tsquery('simple', ${tsquery})`);
      }
      // Parts already found by their part number stay in their better tier.
      parts.push(sql`g.part_number_key not like ${active.has('contains') ? fragment : prefix}`);
      if (active.has('fuzzy')) parts.push(sql`not (g.part_number_key % ${key})`);
      return sql.join(parts, sql` and `);
    }
  }
}

/**
 * Part-number tiers read the narrow, key-ordered goods_search rows; the words
 * tier needs the description and reads goods itself.
 */
const sourceOf = (tier: Tier) => (tier === 'words' ? sql`goods g` : sql`goods_search g`);
const idOf = (tier: Tier) => (tier === 'words' ? sql`g.id` : sql`g.goods_id`);

function tierOrder(tier: Tier, key: string): SQL {
  switch (tier) {
    case 'exact':
      return sql`g.popularity desc, ${idOf(tier)}`;
    case 'prefix':
      // Index order of the text_pattern_ops index: no sort, however many parts share the prefix.
      return sql`g.part_number_key using ~<~, ${idOf(tier)}`;
    case 'contains':
      return sql`strpos(g.part_number_key, ${key}), length(g.part_number_key), g.popularity desc, ${idOf(tier)}`;
    case 'fuzzy':
      return sql`similarity(g.part_number_key, ${key}) desc, g.popularity desc, ${idOf(tier)}`;
    case 'words':
      return sql`g.popularity desc, ${idOf(tier)}`;
  }
}

function filterCondition(filters: SearchFilters): SQL {
  const parts: SQL[] = [sql`true`];
  if (filters.manufacturerIds && filters.manufacturerIds.length > 0) parts.push(sql`g.manufacturer_id = any(${intArray(filters.manufacturerIds)})`);
  if (filters.categoryIds) parts.push(sql`g.category_id = any(${intArray(filters.categoryIds)})`);
  if (filters.inStockOnly) parts.push(sql`g.stock > 0`);
  return sql.join(parts, sql` and `);
}

export interface TierQuery {
  tier: Tier;
  /** The tier's matches, up to TIER_COUNT_CAP, as a scalar sub-query. */
  count: SQL;
  /** One page of the tier's ids, best first, as an array sub-query. */
  page: (limit: number, offset: number) => SQL;
}

/**
 * Fuzzy matches need this trigram similarity (shared over all trigrams of
 * both keys): what one changed character leaves of a key of this length,
 * (L - 2) / (L + 4) (a substitution in the middle touches three trigrams; an
 * insertion or deletion leaves more), between 0.4 and 0.6. A fixed 0.4 made
 * long queries walk the posting lists of whole families (every STM32... for
 * an STM32 typo) and recheck thousands of rows; the higher the threshold, the
 * fewer trigram lists pg_trgm's GIN fast scan has to read in full.
 */
export function fuzzyThreshold(key: string): number {
  const oneTypo = (key.length - 2) / (key.length + 4);
  return Math.min(0.6, Math.max(0.4, Math.floor(oneTypo * 100) / 100));
}

/** The similarity near-misses need when the part number also matched something as prefix or fragment. */
export const CLOSE_BESIDE_MATCHES = 0.6;

/** Close matches shown at most: the best this many by similarity (nobody pages through hundreds of near-misses). */
export const FUZZY_LIMIT = 100;

/** Close matches are looked for only when the part-number tiers found fewer parts than this (and none exactly). */
export const FUZZY_FALLBACK_BELOW = 20;

/** The indexed query of each tier that applies to the keywords (exported so the benchmark can EXPLAIN them). */
export function tierQueries(request: Omit<SearchRequest, 'offset' | 'limit' | 'count'>): { key: string; tiers: TierQuery[] } {
  const key = partNumberKey(request.keywords);
  const wanted = request.tiers ?? ['exact', 'prefix', 'contains', 'fuzzy', 'words'];
  const filters = filterCondition(request.filters);
  const active = new Set<Tier>();
  const tiers: TierQuery[] = [];
  for (const tier of wanted) {
    if (key === '' && tier !== 'words') continue;
    const condition = tierCondition(tier, key, request as SearchRequest, active);
    if (!condition) continue;
    active.add(tier);
    const where = sql`${condition} and ${filters}`;
    tiers.push({
      tier,
      count: sql`(select count(*)::int from (select 1 from ${sourceOf(tier)} where ${where} limit ${TIER_COUNT_CAP}) matched)`,
      page: (limit, offset) => sql`array(select ${idOf(tier)} from ${sourceOf(tier)} where ${where} order by ${tierOrder(tier, key)} limit ${limit} offset ${offset})`,
    });
  }
  return { key, tiers };
}

/** One statement per step, whatever the number of tiers: each tier is a sub-query column. */
function statement(columns: SQL[]): SQL {
  return sql`select ${sql.join(
    columns.map((column, index) => sql`${column} as ${sql.raw(`c${index}`)}`),
    sql`, `,
  )}`;
}

/**
 * Runs the search's statements in one transaction with the fuzzy threshold
 * set for it alone (set local). It must be set before the statements are
 * planned: the planner estimates `k % q` from the threshold, and with the
 * session default (0.3) it took a capped fuzzy count for a query that stops
 * early and walked the whole prefix index instead of the trigram index.
 */
async function withFuzzyThreshold<T>(db: Database, key: string, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await setFuzzyThreshold(tx as unknown as Database, fuzzyThreshold(key));
    return work(tx as unknown as Database);
  });
}

/** For the rest of the transaction (set local). */
async function setFuzzyThreshold(db: Database, threshold: number): Promise<void> {
  await db.execute(sql`select set_config('pg_trgm.similarity_threshold', ${String(threshold)}, true)`);
}

export async function searchParts(db: Database, request: SearchRequest): Promise<SearchOutcome> {
  const { key, tiers } = tierQueries(request);
  if (tiers.length === 0) return { key, hits: [], total: 0 };
  return withFuzzyThreshold(db, key, (tx) => searchTiers(tx, request, key, tiers));
}

async function searchTiers(db: Database, request: SearchRequest, key: string, tiers: TierQuery[]): Promise<SearchOutcome> {
  let counts: number[];
  /** The close matches, best first, when the fallback ran: counted and paged from one read of the trigram index. */
  let fuzzyIds: number[] | undefined;
  if (request.count) {
    const [row] = await queryRows<Record<string, number>>(db, statement(tiers.map((tier) => (tier.tier === 'fuzzy' ? sql`0` : tier.count))));
    counts = tiers.map((_, index) => Number(row?.[`c${index}`] ?? 0));
    const fuzzy = tiers.findIndex((tier) => tier.tier === 'fuzzy');
    if (fuzzy >= 0) {
      // Close matches are the fallback for a part number that is not there: they are looked for only when
      // nothing matched exactly and the prefix and fragment tiers found less than a page. On a large catalog
      // the trigram candidates of a common family cost far more than every other tier together.
      const byTier = (name: Tier) => counts[tiers.findIndex((tier) => tier.tier === name)] ?? 0;
      const partNumberHits = byTier('prefix') + byTier('contains');
      if (byTier('exact') === 0 && partNumberHits < FUZZY_FALLBACK_BELOW) {
        // Next to real matches only the closest near-misses belong; that also keeps a family's thousands of
        // trigram candidates out of the index scan. With no match at all, one typo's worth is looked for.
        if (partNumberHits > 0 && fuzzyThreshold(key) < CLOSE_BESIDE_MATCHES) await setFuzzyThreshold(db, CLOSE_BESIDE_MATCHES);
        const [fuzzyRow] = await queryRows<Record<string, number[] | string>>(db, statement([tiers[fuzzy]!.page(FUZZY_LIMIT, 0)]));
        fuzzyIds = parseIds(fuzzyRow?.c0);
        counts[fuzzy] = fuzzyIds.length;
      }
    }
  } else {
    // Type-ahead: no totals; every tier may fill what the ones before left.
    counts = tiers.map(() => Infinity);
  }

  // Which slice of which tier the page covers.
  const slices: Array<{ index: number; limit: number; offset: number }> = [];
  let skip = request.offset;
  let room = request.limit;
  for (const [index, count] of counts.entries()) {
    if (room <= 0) break;
    if (skip >= count) {
      skip -= count;
      continue;
    }
    const limit = Math.min(room, count - skip);
    slices.push({ index, limit: request.count ? limit : room, offset: skip });
    if (request.count) room -= limit;
    skip = 0;
  }

  const hits: SearchHit[] = [];
  const isFuzzy = (slice: (typeof slices)[number]) => fuzzyIds !== undefined && tiers[slice.index]!.tier === 'fuzzy';
  const queried = slices.filter((slice) => !isFuzzy(slice));
  if (slices.length > 0) {
    const [row] = queried.length > 0 ? await queryRows<Record<string, number[] | string>>(db, statement(queried.map((slice) => tiers[slice.index]!.page(slice.limit, slice.offset)))) : [];
    for (const slice of slices) {
      const ids = isFuzzy(slice) ? fuzzyIds!.slice(slice.offset, slice.offset + slice.limit) : parseIds(row?.[`c${queried.indexOf(slice)}`]);
      for (const id of ids) {
        if (hits.length >= request.limit) break;
        if (!hits.some((hit) => hit.id === id)) hits.push({ id, tier: tiers[slice.index]!.tier });
      }
    }
  }
  const total = request.count ? counts.reduce((sum, count) => sum + count, 0) : hits.length;
  return { key, hits, total };
}

/** int[] arrives parsed (node-postgres) or as '{1,2,3}' text (some PGlite versions). */
function parseIds(value: number[] | string | undefined): number[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.map(Number);
  return value
    .replace(/[{}]/g, '')
    .split(',')
    .filter(Boolean)
    .map(Number);
}
