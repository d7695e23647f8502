/**
 * BOM matching through the in-process HTTP app (ADR 87): a signed-in buyer
 * uploads a CSV bill of materials made of real catalog part numbers written
 * the way BOMs write them (lower case, spaces around, packaging suffixes
 * added or left off, punctuation dropped, makers as abbreviations, DNP
 * lines, a few part numbers the catalog does not have), then `matchBom`
 * is timed end to end (contract checks, the lease, the candidate, description
 * and offer statements, storing every line, reading the BOM back, JSON).
 * Prints nothing and asserts nothing: run.ts prints the results.
 */
import { sql, type SQL } from 'drizzle-orm';
import { loadavg } from 'node:os';
import { composeServer } from '../src/app/compose.ts';
import { createHttpApp } from '../src/app/http-app.ts';
import { descriptionCandidates, partNumberCandidates } from '../src/features/bom/find-candidates.ts';
import { linesToMatch } from '../src/features/bom/line-handlers.ts';
import { issueSession } from '../src/features/identity/sessions.ts';
import type { Database } from '../src/platform/db/open.ts';
import { queryRows } from '../src/platform/db/sql-rows.ts';
import { SeedRandom } from '../src/platform/seed-random.ts';
import { createAccount } from '../test/support/identity-fixtures.ts';
import { median } from './stats.ts';

export const MATCH_KINDS = ['exact', 'packaging', 'loose', 'description', 'none'] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];

/** How a line's part number was written, against the catalog's. */
export const MESSES = ['as in the catalog', 'lower case', 'spaces around', 'suffix added', 'suffix removed', 'punctuation dropped', 'unknown, maker and description', 'unknown', 'DNP'] as const;
type Mess = (typeof MESSES)[number];

export interface Timing {
  median: number;
  best: number;
  runs: number;
}

export interface BomSizeResult {
  lines: number;
  /** The 1-minute load average before this size's first upload. */
  loadAverage: number;
  upload: Timing;
  match: Timing;
  /** Lines matched per second at the median run. */
  linesPerSecond: number;
  /** What the last run's lines came out as (DNP lines are counted apart: they are not matched). */
  kinds: Record<MatchKind, number>;
  dnp: number;
  /** Lines that got an offer (match state exact or partial) and lines whose part has no offer with the stock asked for. */
  withOffer: number;
  noStock: number;
}

export interface BomBenchResult {
  sizes: BomSizeResult[];
  /** Reads of the largest BOM once matched: a page of 100 lines, doubtful first, and the BOM's header and totals. */
  reads: { lines: number; loadAverage: number; listBomLines: Timing; getBom: Timing };
  /** The largest BOM's lines by how they were written and what they came out as. */
  messByKind: Map<Mess, Record<MatchKind | 'dnp', number>>;
}

interface CatalogPart {
  id: number;
  part_number: string;
  manufacturer: string;
  description: string;
}

interface BomLine {
  designators: string[];
  quantity: number;
  manufacturer: string;
  partNumber: string;
  description: string;
  dnp: boolean;
  mess: Mess;
}

/** Trailing packaging suffixes as distributors and CAD libraries write them (the ones bom_loose_key strips). */
const PACKAGING_SUFFIXES = ['/TR', '#PBF', '-TR', ',215', 'T&R', '#TRPBF', '-PBF'];
const SUFFIX_AT_END = /(#TRPBF|#PBF|-PBF|\/PBF|#TR|\/TR|-TR|\+T|,215|,115|,118|,135|\(T&R\)|-T&R|\/T&R|T&R)$/i;

/** Makers as BOMs abbreviate them, keyed by the catalog's name. */
const ABBREVIATIONS: Record<string, string[]> = {
  'Texas Instruments': ['TI', 'Texas Instr.'],
  STMicroelectronics: ['ST', 'STM', 'STMicro'],
  'Analog Devices': ['ADI'],
  onsemi: ['ON Semi', 'ON'],
  'Microchip Technology': ['Microchip', 'MCHP'],
  'NXP Semiconductors': ['NXP'],
  'Infineon Technologies': ['Infineon', 'IFX'],
  'Vishay Intertechnology': ['Vishay'],
};

/** Designator letters by a word of the part's description; U when nothing fits. */
function designatorLetter(description: string): string {
  const text = description.toLowerCase();
  if (/resistor|\bres\b|ohm/.test(text)) return 'R';
  if (/capacitor|\bcap\b|mlcc/.test(text)) return 'C';
  if (/inductor|ferrite/.test(text)) return 'L';
  if (/diode|tvs|rectifier|led\b|zener/.test(text)) return 'D';
  if (/mosfet|transistor|igbt|bjt/.test(text)) return 'Q';
  if (/connector|header|socket/.test(text)) return 'J';
  if (/crystal|oscillator/.test(text)) return 'Y';
  return 'U';
}

/** A maker as this line writes it: often the catalog's name, sometimes an abbreviation, a suffix or nothing. */
function writtenMaker(random: SeedRandom, name: string): string {
  const abbreviations = ABBREVIATIONS[name];
  if (abbreviations && random.chance(0.6)) return random.pick(abbreviations);
  const roll = random.next();
  if (roll < 0.15) return '';
  if (roll < 0.25) return `${name} Inc.`;
  return name;
}

/** A catalog part number written the way BOMs write it, and which mess that is. */
function writtenPartNumber(random: SeedRandom, partNumber: string): { text: string; mess: Mess } {
  const roll = random.next();
  if (roll < 0.16) {
    // A part stocked in one packaging and written in another: the suffix a distributor adds, or the bare number.
    const suffix = SUFFIX_AT_END.exec(partNumber);
    if (suffix) return { text: partNumber.slice(0, suffix.index), mess: 'suffix removed' };
    return { text: `${partNumber}${random.pick(PACKAGING_SUFFIXES)}`, mess: 'suffix added' };
  }
  if (roll < 0.24 && /[^A-Za-z0-9]/.test(partNumber.replace(SUFFIX_AT_END, ''))) {
    return { text: partNumber.replace(/[^A-Za-z0-9]/g, ''), mess: 'punctuation dropped' };
  }
  if (roll < 0.42) return { text: partNumber.toLowerCase(), mess: 'lower case' };
  if (roll < 0.5) return { text: ` ${partNumber}  `, mess: 'spaces around' };
  return { text: partNumber, mess: 'as in the catalog' };
}

/** A part number no catalog holds (letters no family starts with). */
function unknownPartNumber(random: SeedRandom): string {
  const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';
  const pick = (count: number) => Array.from({ length: count }, () => random.pick([...letters])).join('');
  return `QX${random.int(100, 9999)}${pick(2)}-${random.int(1, 99)}`;
}

/**
 * A BOM of `count` lines: real parts spread over the catalog's ids (one line
 * each), 3 % part numbers the catalog does not have (two in three with a
 * real maker and description, so the description fallback has work), 2 %
 * DNP, about 1 % with a quantity that disagrees with the designators.
 */
async function buildBom(db: Database, count: number, random: SeedRandom): Promise<BomLine[]> {
  const [range] = await queryRows<{ first: number; last: number }>(db, sql`select min(id) as first, max(id) as last from goods`);
  const step = Math.max(1, (range!.last - range!.first) / count);
  const offset = random.next() * step;
  const ids = Array.from({ length: count }, (_, index) => Math.min(range!.last, Math.floor(range!.first + offset + index * step)));
  const parts = await queryRows<CatalogPart>(
    db,
    sql`select g.id, g.part_number, m.name as manufacturer, g.description
        from goods g join manufacturers m on m.id = g.manufacturer_id
        where g.id = any(${`{${[...new Set(ids)].join(',')}}`}::int[]) order by g.id`,
  );
  const byLetter = new Map<string, number>();
  const designatorsFor = (letter: string, quantity: number) => {
    const first = (byLetter.get(letter) ?? 0) + 1;
    byLetter.set(letter, first + quantity - 1);
    return Array.from({ length: quantity }, (_, index) => `${letter}${first + index}`);
  };
  const lines: BomLine[] = [];
  for (let index = 0; index < count; index++) {
    const part = parts[index % parts.length]!;
    const quantity = random.chance(0.6) ? 1 : random.int(2, 8);
    const designators = designatorsFor(designatorLetter(part.description), quantity);
    // Descriptions as a CAD library writes them: the first few words of the catalog's.
    const description = part.description.split(/\s+/).slice(0, random.int(3, 5)).join(' ');
    const writtenQuantity = random.chance(0.01) ? quantity + 1 : quantity;
    const roll = random.next();
    if (roll < 0.02) {
      lines.push({ designators, quantity: writtenQuantity, manufacturer: writtenMaker(random, part.manufacturer), partNumber: part.part_number, description, dnp: true, mess: 'DNP' });
    } else if (roll < 0.04) {
      lines.push({ designators, quantity: writtenQuantity, manufacturer: part.manufacturer, partNumber: unknownPartNumber(random), description, dnp: false, mess: 'unknown, maker and description' });
    } else if (roll < 0.05) {
      lines.push({ designators, quantity: writtenQuantity, manufacturer: '', partNumber: unknownPartNumber(random), description: 'custom part, see drawing', dnp: false, mess: 'unknown' });
    } else {
      const written = writtenPartNumber(random, part.part_number);
      lines.push({ designators, quantity: writtenQuantity, manufacturer: writtenMaker(random, part.manufacturer), partNumber: written.text, description, dnp: false, mess: written.mess });
    }
  }
  return lines;
}

/** RFC 4180: a field holding a quote, comma or line break is quoted (",215" suffixes and designator lists are). */
const csvField = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

const BOM_HEADER = ['Item', 'Designator', 'Quantity', 'Manufacturer', 'Manufacturer Part Number', 'Description', 'DNP'];
/** The upload's column mapping for BOM_HEADER (0-based columns, as readExcel suggests them). */
const BOM_MAPPING = { header_row: '1', reference_designators_column: '1', quantity_column: '2', manufacturer_column: '3', part_number_column: '4', description_column: '5', dnp_column: '6' };

function bomCsv(lines: BomLine[]): string {
  const rows = lines.map((line, index) => [String(index + 1), line.designators.join(', '), String(line.quantity), line.manufacturer, line.partNumber, line.description, line.dnp ? 'DNP' : '']);
  return [BOM_HEADER, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n');
}

function timing(samples: number[]): Timing {
  return { median: median(samples), best: Math.min(...samples), runs: samples.length };
}

interface MatchedLine {
  line_no: number;
  match_kind: MatchKind;
  match_state: number;
}

type Envelope<Data> = { code: number; message: string; data: Data };

export async function benchBoms(db: Database, options: { sizes: Array<{ lines: number; runs: number }>; seed: number }): Promise<BomBenchResult> {
  // Scrypt at 2^12 as in the other benches: signing the buyer up is not what is measured.
  const server = await composeServer(db, { passwordCostLog2: 12 });
  const app = createHttpApp(server);
  try {
    const account = await createAccount(db, new Date());
    const token = (await issueSession(db, account.id, new Date())).token;
    const call = async <Data>(path: string, init: RequestInit = {}): Promise<Data> => {
      const response = await app.request(path, { ...init, headers: { Authorization: `Bearer ${token}`, ...(init.headers ?? {}) } });
      const body = (await response.json()) as Envelope<Data>;
      if (body.code !== 200) throw new Error(`${path} failed: ${body.code} ${body.message} ${JSON.stringify(body.data ?? '')}`);
      return body.data;
    };
    const upload = (name: string, csv: string) => {
      const form = new FormData();
      form.append('file', new Blob([csv], { type: 'text/csv' }), `${name}.csv`);
      for (const [field, value] of Object.entries({ ...BOM_MAPPING, bom_name: name })) form.append(field, value);
      return call<{ bom_id: number; line_count: number; skipped_count: number }>('/api/bom/uploadBom', { method: 'POST', body: form });
    };
    const match = (bomId: number) =>
      call<{ lines: MatchedLine[] }>('/api/bom/mateBom', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ bom_id: bomId }) });

    const random = new SeedRandom(options.seed);
    const sizes: BomSizeResult[] = [];
    let largest: { bomId: number; lines: BomLine[]; matched: MatchedLine[] } | undefined;
    for (const size of options.sizes) {
      const loadAverage = loadavg()[0]!;
      const lines = await buildBom(db, size.lines, random.fork(`bom-${size.lines}`));
      const csv = bomCsv(lines);
      const uploadTimes: number[] = [];
      const matchTimes: number[] = [];
      let matched: MatchedLine[] = [];
      let bomId = 0;
      // Each run uploads the BOM afresh and matches it once: a buyer's first match of a new BOM, every time.
      for (let run = 0; run < size.runs; run++) {
        const uploadStarted = performance.now();
        const created = await upload(`Bench ${size.lines} lines, run ${run + 1}`, csv);
        uploadTimes.push(performance.now() - uploadStarted);
        if (created.line_count !== lines.length || created.skipped_count !== 0) throw new Error(`uploaded ${created.line_count} lines, skipped ${created.skipped_count}; the BOM has ${lines.length}`);
        bomId = created.bom_id;
        const matchStarted = performance.now();
        matched = (await match(bomId)).lines;
        matchTimes.push(performance.now() - matchStarted);
      }
      const kinds = Object.fromEntries(MATCH_KINDS.map((kind) => [kind, 0])) as Record<MatchKind, number>;
      let dnp = 0;
      for (const line of matched) {
        if (lines[line.line_no - 1]!.dnp) dnp += 1;
        else kinds[line.match_kind] += 1;
      }
      const matchTiming = timing(matchTimes);
      sizes.push({
        lines: lines.length,
        loadAverage,
        upload: timing(uploadTimes),
        match: matchTiming,
        linesPerSecond: lines.length / (matchTiming.median / 1000),
        kinds,
        dnp,
        withOffer: matched.filter((line) => line.match_state === 1 || line.match_state === 2).length,
        noStock: matched.filter((line) => line.match_state === 3).length,
      });
      largest = { bomId, lines, matched };
    }

    // Reads of the largest BOM as its page makes them: the first page of lines, doubtful first, and the header.
    const readsLoad = loadavg()[0]!;
    const listTimes: number[] = [];
    const getTimes: number[] = [];
    for (let run = 0; run < 5; run++) {
      let started = performance.now();
      await call(`/api/bom/mainBomList?bom_id=${largest!.bomId}&page=1&page_size=100&order=doubtful_first`);
      listTimes.push(performance.now() - started);
      started = performance.now();
      await call(`/api/bom/mainBom?bom_id=${largest!.bomId}`);
      getTimes.push(performance.now() - started);
    }

    const messByKind = new Map<Mess, Record<MatchKind | 'dnp', number>>();
    for (const line of largest!.matched) {
      const written = largest!.lines[line.line_no - 1]!;
      const counts = messByKind.get(written.mess) ?? { exact: 0, packaging: 0, loose: 0, description: 0, none: 0, dnp: 0 };
      counts[written.dnp ? 'dnp' : line.match_kind] += 1;
      messByKind.set(written.mess, counts);
    }
    return { sizes, reads: { lines: largest!.lines.length, loadAverage: readsLoad, listBomLines: timing(listTimes), getBom: timing(getTimes) }, messByKind };
  } finally {
    await server.close();
  }
}

/**
 * The database as the BOM feature sees it, with every statement run under
 * EXPLAIN (ANALYZE) instead: the plans of the feature's own SQL, not a copy
 * of it that could drift. The statements return no rows.
 */
function explainingDatabase(db: Database, plans: string[]): Database {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'execute') return Reflect.get(target, property, receiver);
      return async (query: SQL) => {
        const rows = await queryRows<{ 'QUERY PLAN': string }>(target, sql`explain (analyze, buffers) ${query}`);
        plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
        return { rows: [] };
      };
    },
  });
}

/**
 * EXPLAIN (ANALYZE) of the two candidate statements of a matching run over a
 * freshly uploaded BOM of `lineCount` lines: part numbers by the exact key,
 * the loose key and the search key's prefix, then makers and descriptions
 * for the lines left (those the first statement found nothing for).
 */
export async function explainCandidates(db: Database, lineCount: number, seed: number): Promise<{ partNumbers: string; descriptions: string; linesLeft: number }> {
  const server = await composeServer(db, { passwordCostLog2: 12 });
  const app = createHttpApp(server);
  try {
    const account = await createAccount(db, new Date());
    const token = (await issueSession(db, account.id, new Date())).token;
    const form = new FormData();
    form.append('file', new Blob([bomCsv(await buildBom(db, lineCount, new SeedRandom(seed).fork(`bom-${lineCount}`)))], { type: 'text/csv' }), 'explain.csv');
    for (const [field, value] of Object.entries({ ...BOM_MAPPING, bom_name: `Explain ${lineCount} lines` })) form.append(field, value);
    const response = await app.request('/api/bom/uploadBom', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
    const created = (await response.json()) as Envelope<{ bom_id: number }>;
    if (created.code !== 200) throw new Error(`upload failed: ${created.message}`);
    const wanted = (await linesToMatch(db, created.data.bom_id)).filter((line) => !line.dnp);
    const plans: string[] = [];
    await partNumberCandidates(explainingDatabase(db, plans), wanted);
    // The lines the description statement gets are those without a part-number candidate: found by the real statement.
    const found = await partNumberCandidates(db, wanted);
    const left = wanted.filter((line) => !found.has(line.id));
    await descriptionCandidates(explainingDatabase(db, plans), left);
    return { partNumbers: plans[0] ?? '', descriptions: plans[1] ?? '(no line left to ask by description)', linesLeft: left.length };
  } finally {
    await server.close();
  }
}
