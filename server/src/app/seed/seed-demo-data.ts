import { eq, sql } from 'drizzle-orm';
import { addressSnapshot, listAddresses, seedDemoAddresses } from '../../features/address/index.ts';
import { seedHomeContent } from '../../features/catalog/index.ts';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../../features/identity/index.ts';
import { seedDemoOrders, type DemoBuyer } from '../../features/orders/index.ts';
import { CurrencyBook } from '../../platform/money/currency-book.ts';
// One list of currencies for the whole shop; the catalog needs them before its prices can be shown.
import { currencySeed, seedSiteContent } from '../../features/site/index.ts';
import type { Database } from '../../platform/db/open.ts';
import { categories, categoryParameters, currencies, manufacturers, suppliers, users } from '../../platform/db/schema/index.ts';
import { SeedRandom } from '../../platform/seed-random.ts';
import { dropSecondaryIndexes, insertRows, recreateIndexes, type JsonRow } from './bulk-load.ts';
import { flattenCategoryTree } from './catalog/category-tree.ts';
import { manufacturerBySlug, manufacturerRows } from './catalog/manufacturers.ts';
import { parameterDefinitions } from './catalog/parameters.ts';
import { supplierRows } from './catalog/suppliers.ts';
import { generateParts } from './parts/generate-parts.ts';
import { draftOffers, summarizeOffers } from './parts/offers.ts';
import { demoPayments } from './demo-payments.ts';

export const DEFAULT_SEED = 20261122;
/** The first part's id; ids then count up in generation order. */
export const FIRST_GOODS_ID = 100001;
/** Parts written per INSERT; their SKUs go in the same round. */
const BATCH_PARTS = 2000;

export interface SeedOptions {
  /** Parts in total, the canonical ones included (the canonical list is always complete, even when it is longer). */
  parts: number;
  seed?: number;
  log?: (line: string) => void;
}

export interface SeedReport {
  seed: number;
  categories: number;
  categoryParameters: number;
  manufacturers: number;
  suppliers: number;
  parts: number;
  skus: number;
  /** Wall time of the whole seed, in seconds. */
  seconds: number;
  /** Parts plus SKUs written per second while loading them (indexes excluded). */
  rowsPerSecond: number;
}

export class DatabaseNotEmptyError extends Error {
  constructor() {
    super('The database already holds a catalog; the demo seed only fills an empty one (use --reset to empty it first).');
    this.name = 'DatabaseNotEmptyError';
  }
}

const goodsColumns = {
  id: 'integer',
  part_number: 'text',
  manufacturer_id: 'integer',
  category_id: 'integer',
  package: 'text',
  description: 'text',
  parameters: 'jsonb',
  datasheet_url: 'text',
  image: 'text',
  lifecycle: 'smallint',
  rohs: 'smallint',
  msl: 'text',
  eccn: 'text',
  hts_code: 'text',
  featured: 'boolean',
  popularity: 'integer',
  stock: 'integer',
  moq: 'integer',
  increment: 'integer',
  lead_time_days: 'integer',
  min_price_usd: 'double precision',
};

const skuColumns = {
  id: 'integer',
  goods_id: 'integer',
  supplier_id: 'integer',
  stock: 'integer',
  moq: 'integer',
  increment: 'integer',
  lead_time_days: 'integer',
  date_code: 'text',
  packaging: 'text',
  price_breaks: 'jsonb',
};

/** True when no catalog has been written yet. */
export async function catalogIsEmpty(db: Database): Promise<boolean> {
  const result = await db.execute(sql`select (exists (select 1 from categories) or exists (select 1 from goods)) as filled`);
  return !(result as unknown as { rows: Array<{ filled: boolean }> }).rows[0]!.filled;
}

async function seedCatalogCore(db: Database): Promise<{ categories: number; parameters: number }> {
  const flat = flattenCategoryTree();
  await db.insert(categories).values(
    flat.map((category) => ({
      id: category.id,
      parentId: category.parentId,
      level: category.level,
      slug: category.slug,
      names: category.names,
      icon: `/images/categories/${category.slug}.svg`,
      sort: category.sort,
    })),
  );
  const parameterRows = flat.flatMap((category) =>
    category.parameters.map((key, index) => {
      const definition = parameterDefinitions.get(key)!;
      return {
        // Stable ids: the leaf id followed by the parameter's position (110301, 110302, ...).
        id: category.id * 100 + index + 1,
        categoryId: category.id,
        key,
        names: definition.names,
        unit: definition.unit,
        sort: index + 1,
        filterable: definition.filterable ?? true,
      };
    }),
  );
  await db.insert(categoryParameters).values(parameterRows);
  await db.insert(manufacturers).values(manufacturerRows);
  await db.insert(suppliers).values([...supplierRows]);
  await db.insert(currencies).values(currencySeed).onConflictDoNothing();
  return { categories: flat.length, parameters: parameterRows.length };
}

interface PartsResult {
  parts: number;
  skus: number;
  loadSeconds: number;
}

async function seedParts(db: Database, random: SeedRandom, total: number, log: (line: string) => void): Promise<PartsResult> {
  const indexes = await dropSecondaryIndexes(db, ['goods', 'skus', 'goods_search']);
  // goods_search is filled once after the load, sorted by part-number key, instead of batch by batch by its trigger.
  await db.execute(sql`alter table goods disable trigger goods_search_insert`);
  const offerRandom = random.fork('offers');
  const supplierIds = supplierRows.map((supplier) => supplier.id);
  const started = performance.now();
  let lastReport = started;
  let goodsId = FIRST_GOODS_ID - 1;
  let skuId = 0;
  let goodsBatch: JsonRow[] = [];
  let skuBatch: JsonRow[] = [];

  // One batch is written while the next is generated: on PostgreSQL the two overlap.
  let pending: Promise<void> = Promise.resolve();
  let failure: unknown;
  const flush = async () => {
    const [goodsRows, skuRows] = [goodsBatch, skuBatch];
    goodsBatch = [];
    skuBatch = [];
    await pending;
    if (failure) throw failure;
    pending = insertRows(db, 'goods', goodsColumns, goodsRows)
      .then(() => insertRows(db, 'skus', skuColumns, skuRows))
      .catch((error: unknown) => {
        failure = error;
      });
  };

  const usedUp: string[] = [];
  for (const part of generateParts(random.fork('parts'), total, (family) => usedUp.push(family))) {
    goodsId += 1;
    const { draft } = part;
    const offers = draftOffers(offerRandom, draft, supplierIds, part.canonical ? offerRandom.int(3, 4) : undefined);
    const summary = summarizeOffers(offers);
    goodsBatch.push({
      id: goodsId,
      part_number: draft.partNumber,
      manufacturer_id: manufacturerBySlug(draft.manufacturer).id,
      category_id: draft.categoryId,
      package: draft.package,
      description: draft.description,
      parameters: draft.parameters,
      datasheet_url: draft.datasheetUrl,
      image: `/images/goods/${goodsId}.svg`,
      lifecycle: part.lifecycle,
      rohs: part.rohs,
      msl: draft.msl ?? null,
      eccn: draft.eccn ?? null,
      hts_code: draft.htsCode ?? null,
      featured: part.featured,
      popularity: part.popularity,
      stock: summary.stock,
      moq: summary.moq,
      increment: summary.increment,
      lead_time_days: summary.leadTimeDays,
      min_price_usd: summary.minPriceUsd,
    });
    for (const offer of offers) {
      skuId += 1;
      skuBatch.push({
        id: skuId,
        goods_id: goodsId,
        supplier_id: offer.supplierId,
        stock: offer.stock,
        moq: offer.moq,
        increment: offer.increment,
        lead_time_days: offer.leadTimeDays,
        date_code: offer.dateCode,
        packaging: offer.packaging,
        price_breaks: offer.priceBreaks,
      });
    }
    if (goodsBatch.length >= BATCH_PARTS) {
      await flush();
      const now = performance.now();
      if (now - lastReport > 5000) {
        lastReport = now;
        const written = goodsId - FIRST_GOODS_ID + 1;
        const seconds = (now - started) / 1000;
        log(`  parts ${written.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} (${Math.round((written + skuId) / seconds).toLocaleString('en-US')} rows/s)`);
      }
    }
  }
  await flush();
  await pending;
  if (failure) throw failure;
  const parts = goodsId - FIRST_GOODS_ID + 1;
  if (usedUp.length) log(`  every part number of ${usedUp.length} small families was used; larger families made up the rest (${usedUp.join(', ')})`);
  const loadSeconds = (performance.now() - started) / 1000;
  log(`  ${parts.toLocaleString('en-US')} parts and ${skuId.toLocaleString('en-US')} SKUs written in ${loadSeconds.toFixed(1)} s; building ${indexes.length} indexes`);
  await db.execute(sql`alter table goods enable trigger goods_search_insert`);
  await db.execute(sql`insert into goods_search (goods_id, part_number_key, manufacturer_id, category_id, stock, popularity)
    select id, part_number_key, manufacturer_id, category_id, stock, popularity from goods order by part_number_key`);
  await recreateIndexes(db, indexes, (name, seconds) => log(`  index ${name}: ${seconds.toFixed(1)} s`));
  await db.execute(sql`analyze goods`);
  await db.execute(sql`analyze skus`);
  await db.execute(sql`analyze goods_search`);
  return { parts, skus: skuId, loadSeconds };
}

/** Runs `work` in one transaction on a database that must hold no catalog yet. */
async function inSeedTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const database = tx as unknown as Database;
    // Two servers starting on one empty PostgreSQL database must not both seed it.
    await database.execute(sql`select pg_advisory_xact_lock(${DEFAULT_SEED})`);
    if (!(await catalogIsEmpty(database))) throw new DatabaseNotEmptyError();
    // Index builds after the bulk load are faster with more sort memory.
    await database.execute(sql`set local maintenance_work_mem = '256MB'`);
    return work(database);
  });
}

async function writeCatalog(db: Database, random: SeedRandom, options: SeedOptions, log: (line: string) => void) {
  log(`Seeding the demo catalog (seed ${options.seed ?? DEFAULT_SEED}, ${options.parts.toLocaleString('en-US')} parts)…`);
  const core = await seedCatalogCore(db);
  log(`  ${core.categories} categories, ${core.parameters} category parameters, ${manufacturerRows.length} manufacturers, ${supplierRows.length} suppliers`);
  const parts = await seedParts(db, random.fork('catalog'), options.parts, log);
  return { core, parts };
}

function reportOf(seed: number, started: number, written: Awaited<ReturnType<typeof writeCatalog>>, log: (line: string) => void): SeedReport {
  const seconds = (performance.now() - started) / 1000;
  const rowsPerSecond = Math.round((written.parts.parts + written.parts.skus) / Math.max(written.parts.loadSeconds, 0.001));
  log(`Demo data ready in ${seconds.toFixed(1)} s: ${written.parts.parts.toLocaleString('en-US')} parts, ${written.parts.skus.toLocaleString('en-US')} SKUs (${rowsPerSecond.toLocaleString('en-US')} rows/s while loading).`);
  return {
    seed,
    categories: written.core.categories,
    categoryParameters: written.core.parameters,
    manufacturers: manufacturerRows.length,
    suppliers: supplierRows.length,
    parts: written.parts.parts,
    skus: written.parts.skus,
    seconds,
    rowsPerSecond,
  };
}

/** A demo account as the demo orders need it: its id and a copy of its default shipping address. */
async function demoBuyer(db: Database, emailStart: 'buyer' | 'partner'): Promise<DemoBuyer | null> {
  const demo = DEMO_ACCOUNTS.find((account) => account.email.startsWith(emailStart))!;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, demo.email));
  if (!user) return null;
  const [shipTo] = await listAddresses(db, user.id, 1);
  const address = shipTo ? await addressSnapshot(db, user.id, shipTo.address_id, 1) : null;
  if (!address) throw new Error(`The demo account ${demo.email} has no default shipping address to order to`);
  return { userId: user.id, address };
}

/**
 * The demo buyer's order history, one order in each state, shipped to the
 * buyer's seeded default address; the order on net terms is the partner's,
 * whose credit line is active (the buyer's application is still in review).
 */
async function seedDemoBuyerOrders(db: Database): Promise<void> {
  const buyer = await demoBuyer(db, 'buyer');
  const creditBuyer = await demoBuyer(db, 'partner');
  if (!buyer || !creditBuyer) return;
  const currencies = await CurrencyBook.load(db);
  await seedDemoOrders(db, currencies, { buyer, creditBuyer }, demoPayments(currencies), new Date());
}

/** Only the catalog (categories, manufacturers, suppliers, parts, offers): for tests and benchmarks that need no other content. */
export async function seedCatalog(db: Database, options: SeedOptions): Promise<SeedReport> {
  const seed = options.seed ?? DEFAULT_SEED;
  const log = options.log ?? (() => {});
  const started = performance.now();
  const written = await inSeedTransaction(db, (tx) => writeCatalog(tx, new SeedRandom(seed), options, log));
  return reportOf(seed, started, written, log);
}

/**
 * Fills an empty database with the demo catalog and then the other areas'
 * demo content, all in one transaction: a seed that fails or is interrupted
 * leaves the database empty, never half-filled. The same seed gives the same
 * data on every machine and engine.
 */
export async function seedDemoData(db: Database, options: SeedOptions): Promise<SeedReport> {
  const seed = options.seed ?? DEFAULT_SEED;
  const log = options.log ?? (() => {});
  const started = performance.now();
  const random = new SeedRandom(seed);
  const written = await inSeedTransaction(db, async (tx) => {
    const catalog = await writeCatalog(tx, random, options, log);
    log('  home page content…');
    await seedHomeContent(tx, random.fork('home'));
    log('  site content…');
    await seedSiteContent(tx, random.fork('site'));
    log('  demo accounts…');
    await seedDemoAccounts(tx);
    await seedDemoAddresses(tx);
    log('  demo orders…');
    await seedDemoBuyerOrders(tx);
    return catalog;
  });
  return reportOf(seed, started, written, log);
}
