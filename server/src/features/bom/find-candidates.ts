import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/open.ts';
import { intArray, queryRows, textArray } from '../../platform/db/sql-rows.ts';
import { searchWords } from '../../platform/search-keys.ts';
import type { Candidate } from './match-rules.ts';
import { exactKey, looseKey } from './part-number-keys.ts';

/** Enough candidates to choose from and to say "several"; morePartNumber lists more. */
const CANDIDATES_PER_KEY = 8;

export interface LineToFind {
  id: number;
  partNumber: string;
  manufacturer: string;
  description: string;
}

interface CandidateRow {
  line_id: number;
  goods_id: number;
  part_number: string;
  manufacturer: string;
  stock: number;
  popularity: number;
  exact: boolean;
}

/**
 * Catalog parts for many lines in one statement (ADR 87): the parts whose
 * exact key equals the line's, and, as suggestions, those whose loose key
 * does or whose part number begins with the line's.
 */
export async function partNumberCandidates(db: Database, lines: LineToFind[]): Promise<Map<number, Candidate[]>> {
  const byLine = new Map<number, Candidate[]>();
  if (lines.length === 0) return byLine;
  const rows = await queryRows<CandidateRow>(
    db,
    sql`with l as (select * from unnest(${intArray(lines.map((line) => line.id))}, ${textArray(lines.map((line) => exactKey(line.partNumber)))}, ${textArray(lines.map((line) => looseKey(line.partNumber)))}) as l(id, exact_key, loose_key))
        select l.id as line_id, c.id as goods_id, c.part_number, m.name as manufacturer, c.stock, c.popularity, c.exact
        from l
        cross join lateral (
          (select g.id, g.part_number, g.manufacturer_id, g.stock, g.popularity, true as exact
             from goods g where bom_exact_key(g.part_number) = l.exact_key limit ${CANDIDATES_PER_KEY})
          union all
          (select g.id, g.part_number, g.manufacturer_id, g.stock, g.popularity, false as exact
             from goods g where l.loose_key <> '' and bom_loose_key(g.part_number) = l.loose_key and bom_exact_key(g.part_number) <> l.exact_key
             limit ${CANDIDATES_PER_KEY})
          union all
          -- A short part number ("LM358") suggests the parts it begins (LM358DR, LM358P): search's key, as a range its
          -- text_pattern_ops index reads (keys are letters and digits, all below '~').
          (select g.id, g.part_number, g.manufacturer_id, g.stock, g.popularity, false as exact
             from goods g where length(l.loose_key) >= 4 and g.part_number_key ~>~ l.loose_key and g.part_number_key ~<~ (l.loose_key || '~')
               and bom_exact_key(g.part_number) <> l.exact_key and bom_loose_key(g.part_number) <> l.loose_key
             order by g.part_number_key limit ${CANDIDATES_PER_KEY})
        ) c
        join manufacturers m on m.id = c.manufacturer_id`,
  );
  for (const row of rows) {
    const list = byLine.get(row.line_id) ?? [];
    list.push({ goodsId: row.goods_id, partNumber: row.part_number, manufacturer: row.manufacturer, stock: row.stock, popularity: row.popularity, foundBy: row.exact ? 'exact' : 'loose' });
    byLine.set(row.line_id, list);
  }
  return byLine;
}

/**
 * For lines no part number found: parts of the maker the line names whose
 * description holds every word of the line's description, in one statement.
 * Lines without a maker or with fewer than two words are not guessed at.
 */
export async function descriptionCandidates(db: Database, lines: LineToFind[]): Promise<Map<number, Candidate[]>> {
  const byLine = new Map<number, Candidate[]>();
  const askable = lines
    .map((line) => ({ id: line.id, maker: line.manufacturer.trim().toLowerCase(), words: searchWords(line.description) }))
    .filter((line) => line.maker.length >= 2 && line.words.length >= 2);
  if (askable.length === 0) return byLine;
  const rows = await queryRows<Omit<CandidateRow, 'exact'>>(
    db,
    sql`with l as (select * from unnest(${intArray(askable.map((line) => line.id))}, ${textArray(askable.map((line) => `${line.maker.replace(/[\\%_]/g, '\\$&')}%`))}, ${textArray(askable.map((line) => line.words.join(' ')))}) as l(id, maker_pattern, words))
        select l.id as line_id, c.id as goods_id, c.part_number, c.manufacturer, c.stock, c.popularity
        from l
        cross join lateral (
          select g.id, g.part_number, m.name as manufacturer, g.stock, g.popularity
          from goods g join manufacturers m on m.id = g.manufacturer_id
          where to_tsvector('simple', g.description) @@ plainto_tsquery('simple', l.words) and lower(m.name) like l.maker_pattern
          order by g.stock > 0 desc, g.popularity desc, g.id
          limit 5
        ) c`,
  );
  for (const row of rows) {
    const list = byLine.get(row.line_id) ?? [];
    list.push({ goodsId: row.goods_id, partNumber: row.part_number, manufacturer: row.manufacturer, stock: row.stock, popularity: row.popularity, foundBy: 'description' });
    byLine.set(row.line_id, list);
  }
  return byLine;
}
