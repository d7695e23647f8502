import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/open.ts';
import { queryRows } from '../../platform/db/sql-rows.ts';
import type { SearchRequest, Tier } from './search-request.ts';
import { CLOSE_BESIDE_MATCHES, FUZZY_FALLBACK_BELOW, FUZZY_LIMIT, fuzzyThreshold, tierQueries, type TierQuery } from './tier-sql.ts';

export interface SearchHit {
  id: number;
  tier: Tier;
}

export interface SearchOutcome {
  key: string;
  hits: SearchHit[];
  total: number;
}

type Row = Record<string, number | number[] | string | null>;

/** The columns of one statement, each a sub-query (count or id array) named c0, c1… */
function columns(list: SQL[], prefix = 'c'): SQL {
  return sql.join(
    list.map((column, index) => sql`${column} as ${sql.raw(`${prefix}${index}`)}`),
    sql`, `,
  );
}

/** `when` as SQL: the column is read only when it holds (an uncorrelated sub-query runs on first use, so a branch not taken never runs). */
const onlyWhen = (condition: SQL, column: SQL) => sql`case when ${condition} then ${column} end`;

/**
 * The close matches, best first, at most `limit`, in one statement. pg_trgm's
 * `%` reads its threshold from a setting, set here for this statement alone
 * (`set_config(..., true)` ends with the statement's transaction): the `case`
 * tests the setting's sub-query before it reads the ids, so the trigram scan
 * starts with the threshold in place (decision 94). The plan is made with the
 * default threshold, which only changes the estimate of how many rows the scan
 * finds: a page ordered by similarity has no index order to walk instead.
 */
async function fuzzyIds(db: Database, tier: TierQuery, threshold: number, limit: number): Promise<number[]> {
  const thresholdSet = sql`(select set_config('pg_trgm.similarity_threshold', ${String(threshold)}, true)) is not null`;
  const [row] = await queryRows<Row>(db, sql`select ${onlyWhen(thresholdSet, tier.page(limit, 0))} as c0`);
  return parseIds(row?.c0);
}

/**
 * Part-number search (decision 9): each tier an indexed sub-query, and as few
 * round trips as the tiers allow. A first page is one statement, its counts
 * and each tier's ids together, a tier's ids read only when the tiers before
 * it leave room; a later page is two, counts then ids. Only the close-match
 * fallback needs a statement of its own (its threshold), and runs only for
 * a part number that is not there.
 */
export async function searchParts(db: Database, request: SearchRequest): Promise<SearchOutcome> {
  const { key, tiers } = tierQueries(request);
  if (tiers.length === 0) return { key, hits: [], total: 0 };
  if (!request.count) {
    const { hits } = await typeAhead(db, request, key, tiers);
    return { key, hits, total: hits.length };
  }
  return countedPage(db, request, key, tiers);
}

/**
 * Type-ahead: no totals; each tier fills what the ones before it left, in one
 * statement (nested, so a tier's ids are read only while the page has room).
 */
async function typeAhead(db: Database, request: SearchRequest, key: string, tiers: TierQuery[]): Promise<{ hits: SearchHit[] }> {
  const plain = tiers.filter((tier) => tier.tier !== 'fuzzy');
  const hits: SearchHit[] = [];
  if (plain.length > 0) {
    // select t.*, case when cardinality(t.p0) + … < limit then array(tier i) end as p<i> from (the tiers before) t;
    // `offset 0` keeps each level a sub-query of its own, so an array referred to twice is still read once.
    let query = sql`select ${plain[0]!.page(request.limit, request.offset)} as p0`;
    for (let index = 1; index < plain.length; index += 1) {
      const found = sql.join(
        plain.slice(0, index).map((_, before) => sql`coalesce(cardinality(${sql.raw(`t.p${before}`)}), 0)`),
        sql` + `,
      );
      query = sql`select t.*, ${onlyWhen(sql`${found} < ${request.limit}`, plain[index]!.page(request.limit, 0))} as ${sql.raw(`p${index}`)} from (${query} offset 0) t`;
    }
    const [row] = await queryRows<Row>(db, query);
    plain.forEach((tier, index) => collect(hits, parseIds(row?.[`p${index}`]), tier.tier, request.limit));
  }
  const fuzzy = tiers.find((tier) => tier.tier === 'fuzzy');
  if (fuzzy && hits.length < request.limit) collect(hits, await fuzzyIds(db, fuzzy, fuzzyThreshold(key), request.limit - hits.length), 'fuzzy', request.limit);
  return { hits };
}

function collect(hits: SearchHit[], ids: number[], tier: Tier, limit: number) {
  for (const id of ids) {
    if (hits.length >= limit) return;
    if (!hits.some((hit) => hit.id === id)) hits.push({ id, tier });
  }
}

/** A search page with its total: counts of every tier, the close-match fallback when it applies, and the page's ids. */
async function countedPage(db: Database, request: SearchRequest, key: string, tiers: TierQuery[]): Promise<SearchOutcome> {
  const plain = tiers.filter((tier) => tier.tier !== 'fuzzy');
  const firstPage = request.offset === 0;
  const counts = plain.map((tier) => tier.count);
  // On a first page, tier i's ids are read only when the counts before it leave room on the page.
  // (`offset 0` keeps the counts a sub-query of their own: flattened, each reference to a count would count again.)
  const pages = firstPage
    ? plain.map((tier, index) => {
        const before = plain.slice(0, index).map((_, earlier) => sql.raw(`n.c${earlier}`));
        const ids = tier.page(request.limit, 0);
        return before.length === 0 ? ids : onlyWhen(sql`${sql.join(before, sql` + `)} < ${request.limit}`, ids);
      })
    : [];
  const [row] = await queryRows<Row>(db, firstPage ? sql`select n.*, ${columns(pages, 'p')} from (select ${columns(counts)} offset 0) n` : sql`select ${columns(counts)}`);
  const countOf = new Map(plain.map((tier, index) => [tier.tier, Number(row?.[`c${index}`] ?? 0)]));
  const firstIds = new Map(firstPage ? plain.map((tier, index) => [tier.tier, parseIds(row?.[`p${index}`])]) : []);

  // Close matches are the fallback for a part number that is not there: looked for only when nothing matched
  // exactly and the prefix and fragment tiers found less than a page. Next to real matches only the closest
  // near-misses belong (which also keeps a family's thousands of trigram candidates out of the scan).
  const fuzzy = tiers.find((tier) => tier.tier === 'fuzzy');
  const partNumberHits = (countOf.get('prefix') ?? 0) + (countOf.get('contains') ?? 0);
  let closeIds: number[] = [];
  if (fuzzy && (countOf.get('exact') ?? 0) === 0 && partNumberHits < FUZZY_FALLBACK_BELOW) {
    const threshold = partNumberHits > 0 ? Math.max(fuzzyThreshold(key), CLOSE_BESIDE_MATCHES) : fuzzyThreshold(key);
    closeIds = await fuzzyIds(db, fuzzy, threshold, FUZZY_LIMIT);
  }
  const ordered = tiers.map((tier) => ({ tier, count: tier.tier === 'fuzzy' ? closeIds.length : countOf.get(tier.tier)! }));

  // Which slice of which tier the page covers.
  const slices: Array<{ tier: TierQuery; limit: number; offset: number }> = [];
  let skip = request.offset;
  let room = request.limit;
  for (const { tier, count } of ordered) {
    if (room <= 0) break;
    if (skip >= count) {
      skip -= count;
      continue;
    }
    const limit = Math.min(room, count - skip);
    slices.push({ tier, limit, offset: skip });
    room -= limit;
    skip = 0;
  }

  // A later page reads its slices of the tiers that are not in hand in one more statement.
  const fetched = (slice: (typeof slices)[number]) => slice.tier.tier === 'fuzzy' || firstIds.has(slice.tier.tier);
  const toRead = slices.filter((slice) => !fetched(slice));
  const [pageRow] = toRead.length > 0 ? await queryRows<Row>(db, sql`select ${columns(toRead.map((slice) => slice.tier.page(slice.limit, slice.offset)))}`) : [];
  const hits: SearchHit[] = [];
  for (const slice of slices) {
    const ids =
      slice.tier.tier === 'fuzzy'
        ? closeIds.slice(slice.offset, slice.offset + slice.limit)
        : firstIds.has(slice.tier.tier)
          ? firstIds.get(slice.tier.tier)!.slice(slice.offset, slice.offset + slice.limit)
          : parseIds(pageRow?.[`c${toRead.indexOf(slice)}`]);
    collect(hits, ids, slice.tier.tier, request.limit);
  }
  return { key, hits, total: ordered.reduce((sum, { count }) => sum + count, 0) };
}

/** int[] arrives parsed (node-postgres) or as '{1,2,3}' text (some PGlite versions); a tier not read is null. */
function parseIds(value: number | number[] | string | null | undefined): number[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.map(Number);
  return String(value)
    .replace(/[{}]/g, '')
    .split(',')
    .filter(Boolean)
    .map(Number);
}
