/**
 * Part-number search latency, measured in the server: the in-process app
 * (contract validation, the search statements, the cards, JSON; no network)
 * answering a fixed query set. With a statement log it also says where each
 * request's time went: every SQL round trip by what it was for, and the rest
 * (validation, card building, JSON) as "in Node".
 */
import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { fuzzyThreshold, tierQueries } from '../src/features/search/tier-sql.ts';
import type { Database } from '../src/platform/db/open.ts';
import { queryRows } from '../src/platform/db/sql-rows.ts';
import { partNumberKey } from '../src/platform/search-keys.ts';
import type { StatementLog } from './statement-log.ts';
import { median, percentile } from './stats.ts';

export const SEARCH_KINDS = ['exact', 'prefix', 'contains', 'fuzzy', 'type-ahead'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The fixed query set: parts spread evenly over the catalog, each turned into an exact, prefix, fragment and misspelt query. */
export async function querySet(db: Database, count: number): Promise<Record<SearchKind, string[]>> {
  const [range] = await queryRows<{ first: number; last: number }>(db, sql`select min(id) as first, max(id) as last from goods`);
  const step = Math.max(1, Math.floor((range!.last - range!.first) / count));
  const ids = Array.from({ length: count }, (_, index) => range!.first + index * step);
  const rows = await queryRows<{ part_number: string }>(db, sql`select part_number from goods where id = any(${`{${ids.join(',')}}`}::int[]) order by id`);
  const sets: Record<SearchKind, string[]> = { exact: [], prefix: [], contains: [], fuzzy: [], 'type-ahead': [] };
  for (const { part_number: partNumber } of rows) {
    const key = partNumberKey(partNumber);
    if (key.length < 6) continue;
    sets.exact.push(partNumber.toLowerCase());
    sets.prefix.push(key.slice(0, Math.max(4, Math.ceil(key.length * 0.6))));
    sets.contains.push(key.slice(2, Math.min(key.length, 2 + Math.max(5, Math.ceil(key.length * 0.5)))));
    // One character changed in the middle: a typo.
    const at = Math.floor(key.length / 2);
    const replacement = /\d/.test(key[at]!) ? String((Number(key[at]) + 3) % 10) : key[at] === 'X' ? 'Y' : 'X';
    sets.fuzzy.push(`${key.slice(0, at)}${replacement}${key.slice(at + 1)}`);
    // What the header's box asks while a buyer types: the first five characters.
    sets['type-ahead'].push(partNumber.slice(0, 5));
  }
  return sets;
}

/** The request each kind sends: the results page's search, or the header's suggestions. */
export function searchPath(kind: SearchKind, keywords: string): string {
  return kind === 'type-ahead' ? `/api/index/searchOption?keyword=${encodeURIComponent(keywords)}&limit=8` : `/api/index/search?keywords=${encodeURIComponent(keywords)}&page_size=20`;
}

/** The plan of each tier's count and first page for the keywords (EXPLAIN ANALYZE). */
export async function explainTiers(db: Database, keywords: string): Promise<string> {
  const { key, tiers } = tierQueries({ keywords, filters: {} });
  await db.execute(sql`select set_config('pg_trgm.similarity_threshold', ${String(fuzzyThreshold(key))}, false)`);
  const out: string[] = [];
  for (const tier of tiers) {
    for (const [label, query] of [
      ['count', tier.count],
      ['page', tier.page(20, 0)],
    ] as const) {
      const plan = await queryRows<{ 'QUERY PLAN': string }>(db, sql`explain (analyze, costs off, timing off, summary off) select ${query}`);
      out.push(`\n-- ${keywords}: ${tier.tier} (${label})\n${plan.map((row) => row['QUERY PLAN']).join('\n')}`);
    }
  }
  return out.join('\n');
}

export interface KindResult {
  kind: SearchKind;
  timings: number[];
  meanResults: number;
  /** The slowest requests of the kind, slowest first: where a tail comes from. */
  slowest: Array<{ keywords: string; ms: number }>;
  /** Median per request: round trips, time in SQL by purpose, and in Node; only with a statement log. */
  breakdown?: { roundTrips: number; byPurpose: Map<string, number>; sqlMs: number; nodeMs: number };
}

/** Sends every query of each kind, one after another, after `warmUp` uncounted ones. */
export async function benchSearch(app: Hono, sets: Record<SearchKind, string[]>, options: { warmUp: number; log?: StatementLog }): Promise<KindResult[]> {
  const results: KindResult[] = [];
  for (const kind of SEARCH_KINDS) {
    const timings: number[] = [];
    const byKeywords: Array<{ keywords: string; ms: number }> = [];
    const perRequest: Array<{ roundTrips: number; byPurpose: Map<string, number>; sqlMs: number; totalMs: number }> = [];
    let found = 0;
    for (const [index, keywords] of [...sets[kind].slice(0, options.warmUp), ...sets[kind]].entries()) {
      options.log?.clear();
      const started = performance.now();
      const response = await app.request(searchPath(kind, keywords));
      const body = (await response.json()) as { code: number; data: { total?: number; part_numbers?: unknown[] } };
      const elapsed = performance.now() - started;
      if (body.code !== 200) throw new Error(`${kind} search "${keywords}" failed: ${JSON.stringify(body)}`);
      if (index < options.warmUp) continue;
      timings.push(elapsed);
      byKeywords.push({ keywords, ms: elapsed });
      found += body.data.total ?? body.data.part_numbers?.length ?? 0;
      if (options.log) {
        const byPurpose = new Map<string, number>();
        for (const entry of options.log.entries) byPurpose.set(entry.purpose, (byPurpose.get(entry.purpose) ?? 0) + entry.ms);
        const sqlMs = options.log.entries.reduce((sum, entry) => sum + entry.ms, 0);
        perRequest.push({ roundTrips: options.log.entries.length, byPurpose, sqlMs, totalMs: elapsed });
      }
    }
    const slowest = byKeywords.sort((a, b) => b.ms - a.ms).slice(0, 5);
    const result: KindResult = { kind, timings: timings.sort((a, b) => a - b), meanResults: found / Math.max(1, timings.length), slowest };
    if (options.log && perRequest.length > 0) {
      const purposes = new Set(perRequest.flatMap((request) => [...request.byPurpose.keys()]));
      result.breakdown = {
        roundTrips: median(perRequest.map((request) => request.roundTrips)),
        byPurpose: new Map([...purposes].map((purpose) => [purpose, median(perRequest.map((request) => request.byPurpose.get(purpose) ?? 0))])),
        sqlMs: median(perRequest.map((request) => request.sqlMs)),
        nodeMs: median(perRequest.map((request) => request.totalMs - request.sqlMs)),
      };
    }
    results.push(result);
  }
  return results;
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

export function printSearch(results: KindResult[], print: (line: string) => void): void {
  print('kind        p50        p95        p99        mean       results(avg)');
  for (const result of results) {
    const { timings } = result;
    const mean = timings.reduce((sum, value) => sum + value, 0) / Math.max(1, timings.length);
    print(`${result.kind.padEnd(11)} ${ms(percentile(timings, 0.5)).padEnd(10)} ${ms(percentile(timings, 0.95)).padEnd(10)} ${ms(percentile(timings, 0.99)).padEnd(10)} ${ms(mean).padEnd(10)} ${result.meanResults.toFixed(0)}`);
  }
  if (!results.some((result) => result.breakdown)) return;
  print('\nWhere a request\'s time goes (medians per request; "in Node": contract validation, search planning, cards, JSON):');
  for (const result of results) {
    const breakdown = result.breakdown;
    if (!breakdown) continue;
    // A purpose whose median is nil (a statement most requests do not send, or the server's own timers) is left out.
    const parts = [...breakdown.byPurpose.entries()]
      .filter(([, time]) => time >= 0.005)
      .map(([purpose, time]) => `${purpose} ${time.toFixed(2)}`)
      .join(', ');
    print(`${result.kind.padEnd(11)} ${breakdown.roundTrips} round trips, SQL ${ms(breakdown.sqlMs)} (${parts}), in Node ${ms(breakdown.nodeMs)}`);
  }
  print('\nThe slowest requests of each kind:');
  for (const result of results) print(`${result.kind.padEnd(11)} ${result.slowest.map(({ keywords, ms: time }) => `${keywords} ${ms(time)}`).join(', ')}`);
}
