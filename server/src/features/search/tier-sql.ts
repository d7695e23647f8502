import { sql, type SQL } from 'drizzle-orm';
import { intArray } from '../../platform/db/sql-rows.ts';
import { partNumberKey } from '../../platform/search-keys.ts';
import type { SearchFilters, SearchRequest, Tier } from './search-request.ts';

// The SQL of each search tier: which parts it matches, in which order, and
// the sub-queries that count them and read a page of their ids. Each tier
// leaves out what the tiers before it match, so the tiers never overlap.

/** Counting stops here per tier: totals above it are reported as this many, and pages end there. */
export const TIER_COUNT_CAP = 10_000;
/** pg_trgm's unit: three characters. */
const TRIGRAM = 3;
/** Fragments shorter than a trigram cannot use the trigram index; they only match as exact or prefix. */
const MIN_FRAGMENT = TRIGRAM;
const MIN_FUZZY = 4;
const MIN_PREFIX_WORD = 3;

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The fragment as `like` tests of three characters each, side by side and
 * covering it (the last may overlap): pg_trgm looks up one trigram per test
 * instead of every trigram of the fragment, and a GIN scan's cost grows with
 * the trigrams it looks up. Rows found are checked against the whole
 * fragment (decision 95).
 */
function fragmentPieces(key: string): SQL {
  const pieces = new Set<string>();
  for (let at = 0; at + TRIGRAM <= key.length; at += TRIGRAM) pieces.add(key.slice(at, at + TRIGRAM));
  pieces.add(key.slice(-TRIGRAM));
  return sql.join(
    [...pieces].map((piece) => sql`g.part_number_key like ${`%${likeEscape(piece)}%`}`),
    sql` and `,
  );
}

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
      // strpos finds the first place: after the start is a fragment, not a prefix.
      return sql`${fragmentPieces(key)} and strpos(g.part_number_key, ${key}) > 1`;
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
      // Written out rather than `not (k % q)`: the words tier runs outside the fuzzy tier's statement, where
      // pg_trgm.similarity_threshold is not set; `%` compares the float4 similarity as a double (trgm_op.c).
      if (active.has('fuzzy')) parts.push(sql`similarity(g.part_number_key, ${key})::float8 < ${fuzzyThreshold(key)}::float8`);
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

