import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { issueSession } from '../src/features/identity/sessions.ts';
import type { SuccessData } from '../src/platform/http/operation-types.ts';
import { fillCatalogFixture, part } from './catalog-fixture.ts';
import { describeEachEngine } from './support/engines.ts';
import { createAccount } from './support/identity-fixtures.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { uploadForm } from './support/upload-files.ts';

type BomLine = SuccessData<'listBomLines'>['lists'][number];
type FieldErrors = { errors: Array<{ field: string; message: string }> };

const now = () => new Date('2026-11-27T10:00:00Z');

/** A CAD tool's BOM as a buyer uploads it: clean lines, messy ones, unknown and DNP ones. */
const BOM_CSV = [
  'Designator,Comment,MPN,Manufacturer,Qty,DNP',
  'U1,MCU,STM32F103C8T6,STMicroelectronics,1,',
  'U2 U3,Op amp,lm358dr/tr,TI,2,',
  'U4,Shift register,74HC595D,Nexperia,1,',
  'U5,Op amp,LM358,,1,',
  'D1,TVS,1.5SMC6.8CA,Littelfuse,1,',
  'U6,MCU,STM32F103C8T6,GigaDevice,1,',
  'C9,10uF,GRM188R61E106KA73D,Murata,1,',
  'R1-R3,Shift register,SN74HC595N,Texas Instruments,2,',
  'U9,MCU spare,STM32F030F4P6,ST,1,DNP',
  ',no part number,,,1,',
].join('\n');

const MAPPING = { bom_name: 'Motor controller rev C', header_row: '1', reference_designators_column: '0', value_column: '1', part_number_column: '2', manufacturer_column: '3', quantity_column: '4', dnp_column: '5', set_count: '10' };

describeEachEngine('matching a BOM against the catalog', (engine) => {
  let server: TestServer;
  let token: string;
  let bomId: number;
  let lines: BomLine[];
  const line = (partNumber: string, manufacturer?: string) => {
    const found = lines.find((entry) => entry.source.part_number === partNumber && (manufacturer === undefined || entry.source.manufacturer === manufacturer));
    if (!found) throw new Error(`No line ${partNumber}`);
    return found;
  };
  const reload = async () => {
    lines = (await server.ok('listBomLines', { token, query: { bom_id: bomId, page_size: 100 } })).lists;
  };

  beforeAll(async () => {
    server = await startTestServer({ engine, now, mailLog: () => {}, prepare: ({ db }) => fillCatalogFixture(db) });
    const buyer = await createAccount(server.database.db, now());
    token = (await issueSession(server.database.db, buyer.id, now())).token;
    const created = await server.call('uploadBom', { token, form: uploadForm(BOM_CSV, 'motor-ctrl-revC.csv', MAPPING) });
    expect(created).toMatchObject({ code: 200, message: 'BOM uploaded: 9 lines, 1 rows skipped', data: { line_count: 9, skipped_count: 1, state: 0, set_count: 10 } });
    bomId = (created.data as SuccessData<'uploadBom'>).bom_id;
    const matched = await server.ok('matchBom', { token, body: { bom_id: bomId } });
    expect(matched.bom.state).toBe(2);
    await reload();
  });
  afterAll(async () => server?.close());

  it('accepts an exact part number on its own, with the cheapest offer that has stock for the whole quantity', () => {
    const mcu = line('STM32F103C8T6', 'STMicroelectronics');
    expect(mcu).toMatchObject({ match_kind: 'exact', confidence: 'high', doubts: [], needs_confirmation: false, match_state: 1, required_qty: 10, order_qty: 10, excess_qty: 0 });
    expect(mcu.goods?.goods_id).toBe(part.stm32f103c8t6);
    expect(mcu.sku?.supplier_id).toBe(1);
    expect(mcu.subtotal_price).toBe(23.5);
  });

  it('suggests the same part in another packaging but leaves it out of the totals until the buyer confirms', async () => {
    const opAmp = line('lm358dr/tr');
    expect(opAmp).toMatchObject({ match_kind: 'packaging', confidence: 'low', needs_confirmation: true, match_state: 2 });
    expect(opAmp.doubts).toContain('packaging_variant_only');
    expect(opAmp.goods?.goods_id).toBe(part.lm358dr);
    const shiftRegister = line('74HC595D');
    expect(shiftRegister).toMatchObject({ match_kind: 'packaging', needs_confirmation: true });
    expect(shiftRegister.goods?.goods_id).toBe(part.hc595d);

    const before = await server.ok('getBom', { token, query: { bom_id: bomId } });
    const confirmed = await server.ok('changeBomLineMatching', { token, body: { bom_id: bomId, source_ids: [opAmp.source_id], match_mode: 2 } });
    expect(confirmed.lines[0]).toMatchObject({ match_mode: 2, needs_confirmation: false });
    expect(confirmed.bom.matched_count).toBe(before.matched_count + 1);
    expect(confirmed.bom.total_price).toBeCloseTo(before.total_price + confirmed.lines[0]!.subtotal_price!, 2);
    expect(confirmed.bom.doubtful_count).toBe(before.doubtful_count - 1);
  });

  it('never takes 1.5SMC6.8CA for another part, and says a short part number has several candidates', () => {
    expect(line('1.5SMC6.8CA')).toMatchObject({ match_kind: 'none', confidence: 'none', match_state: 0, goods: null, sku: null });
    const short = line('LM358');
    expect(short).toMatchObject({ match_kind: 'loose', needs_confirmation: true });
    expect(short.doubts).toEqual(expect.arrayContaining(['loose_key_only', 'several_candidates']));
    expect(short.alternative_count).toBeGreaterThanOrEqual(1);
  });

  it('says when the part found is made by another manufacturer than the BOM names', () => {
    const other = line('STM32F103C8T6', 'GigaDevice');
    expect(other).toMatchObject({ match_kind: 'exact', confidence: 'medium', needs_confirmation: false });
    expect(other.doubts).toContain('manufacturer_disagrees');
    // "TI" is Texas Instruments: no doubt about the maker of LM358DR.
    expect(line('lm358dr/tr').doubts).not.toContain('manufacturer_disagrees');
  });

  it('keeps a part without stock with no offer, and a DNP line out of the order', async () => {
    expect(line('GRM188R61E106KA73D')).toMatchObject({ match_state: 3, sku: null, order_qty: 0, subtotal_price: null });
    expect(line('GRM188R61E106KA73D').doubts).toContain('no_stock');
    expect(line('STM32F030F4P6')).toMatchObject({ source: { dnp: true }, required_qty: 0, order_qty: 0, goods: null });
    expect(line('SN74HC595N').doubts).toContain('quantity_disagrees_with_designators');
    const bom = await server.ok('getBom', { token, query: { bom_id: bomId } });
    expect(bom).toMatchObject({ line_count: 9, dnp_count: 1, no_stock_count: 1, unmatched_count: 1 });
    expect(bom.longest_lead_time_days).toBeGreaterThan(0);
  });

  it('lists the lines that need a look first, unmatched ones at the top', async () => {
    const ordered = (await server.ok('listBomLines', { token, query: { bom_id: bomId, order: 'doubtful_first', page_size: 100 } })).lists;
    expect(ordered[0]!.source.part_number).toBe('1.5SMC6.8CA');
    expect(ordered[1]!.needs_confirmation).toBe(true);
    const doubtful = await server.ok('listBomLines', { token, query: { bom_id: bomId, doubtful: true, page_size: 100 } });
    expect(doubtful.lists.every((entry) => entry.needs_confirmation || entry.doubts.length > 0)).toBe(true);
    expect(doubtful.total).toBe((await server.ok('getBom', { token, query: { bom_id: bomId } })).doubtful_count);
  });

  it('orders whole MOQ multiples and shows the excess and its cost when a line quantity changes', async () => {
    await reload();
    const opAmp = line('lm358dr/tr');
    const changed = await server.ok('changeBomQuantity', { token, body: { bom_id: bomId, source_id: opAmp.source_id, quantity: 3 } });
    // 3 per set × 10 sets = 30; LM358DR comes in tens from 10.
    expect(changed.lines[0]).toMatchObject({ required_qty: 30, order_qty: 30, excess_qty: 0 });
    const odd = await server.ok('changeBomQuantity', { token, body: { bom_id: bomId, source_id: opAmp.source_id, quantity: 1 } });
    expect(odd.lines[0]).toMatchObject({ required_qty: 10, order_qty: 10 });
    const sets = await server.ok('changeBomQuantity', { token, body: { bom_id: bomId, set_count: 7, attrition_percent: 5 } });
    expect(sets.bom).toMatchObject({ set_count: 7, attrition_percent: 5 });
    expect(sets.lines).toEqual([]);
    await reload();
    // 1 × 7 × 1.05 = 7.35, rounded up to 8, then to the offer's MOQ of 10: 2 pieces of excess.
    expect(line('lm358dr/tr')).toMatchObject({ required_qty: 8, order_qty: 10, excess_qty: 2 });
    expect(line('lm358dr/tr').excess_price).toBeCloseTo(2 * 0.214, 2);
  });

  it('lists every offer for a line priced at its quantity, and switches to the one the buyer picks', async () => {
    await reload();
    const mcu = line('STM32F103C8T6', 'STMicroelectronics');
    const offers = await server.ok('listBomLineSuppliers', { token, query: { source_id: mcu.source_id } });
    expect(offers.lists.map((offer) => offer.sku.supplier_id)).toEqual([1, 3, 2]);
    expect(offers.lists.find((offer) => offer.is_current)?.sku.sku_id).toBe(mcu.sku?.sku_id);
    const bulk = offers.lists.find((offer) => offer.sku.supplier_id === 3)!;
    expect(bulk).toMatchObject({ order_qty: 250, enough_stock: true });
    const switched = await server.ok('changeBomLineSupplier', { token, body: { source_id: mcu.source_id, sku_id: bulk.sku.sku_id } });
    expect(switched.lines[0]).toMatchObject({ match_mode: 2, order_qty: 250 });
    expect(switched.lines[0]!.excess_qty).toBe(250 - switched.lines[0]!.required_qty);

    const soldOut = offers.lists.find((offer) => offer.sku.supplier_id === 2)!;
    expect((await server.call('changeBomLineSupplier', { token, body: { source_id: mcu.source_id, sku_id: soldOut.sku.sku_id } })).status).toBe(409);
    const otherPartsOffer = (await server.ok('listBomLineSuppliers', { token, query: { source_id: line('lm358dr/tr').source_id } })).lists[0]!.sku.sku_id;
    const wrong = await server.call('changeBomLineSupplier', { token, body: { source_id: mcu.source_id, sku_id: otherPartsOffer } });
    expect([wrong.status, (wrong.data as FieldErrors).errors[0]!.field]).toEqual([422, 'sku_id']);
  });

  it('lets the buyer correct a part number by searching for another, with the reason for each candidate', async () => {
    await reload();
    const unknown = line('1.5SMC6.8CA');
    expect((await server.ok('listBomLineParts', { token, query: { source_id: unknown.source_id } })).lists).toEqual([]);
    const short = line('LM358');
    const candidates = await server.ok('listBomLineParts', { token, query: { source_id: short.source_id } });
    expect(candidates.lists.map((option) => option.goods.part_number)).toEqual(expect.arrayContaining(['LM358DR', 'LM358P']));
    const lm358p = candidates.lists.find((option) => option.goods.part_number === 'LM358P')!;
    expect(lm358p.doubts).toContain('no_stock');
    const searched = await server.ok('listBomLineParts', { token, query: { source_id: unknown.source_id, keyword: 'GRM155R71C104KA88D' } });
    expect(searched.lists[0]).toMatchObject({ match_kind: 'exact', goods: { goods_id: part.grm155r71c104 } });
    expect((await server.call('changeBomLinePart', { token, body: { source_id: short.source_id, goods_id: part.lm358p } })).status).toBe(409);
    const picked = await server.ok('changeBomLinePart', { token, body: { source_id: short.source_id, goods_id: part.lm358dr } });
    expect(picked.lines[0]).toMatchObject({ match_mode: 2, needs_confirmation: false, goods: { goods_id: part.lm358dr } });
  });

  it('refuses changes while another server process is matching the BOM, and takes over a run that died', async () => {
    const running = (at: Date) => server.database.db.execute(sql`update boms set state = 1, matching_since = ${at.toISOString()} where id = ${bomId}`);
    await running(now());
    expect((await server.call('changeBomQuantity', { token, body: { bom_id: bomId, set_count: 3 } })).status).toBe(409);
    expect((await server.call('matchBom', { token, body: { bom_id: bomId } })).status).toBe(409);
    await running(new Date(now().getTime() - 10 * 60_000));
    expect((await server.ok('matchBom', { token, body: { bom_id: bomId } })).bom.state).toBe(2);
  });

  it('keeps the lines the buyer chose or ignored when the BOM is matched again', async () => {
    await reload();
    const unknown = line('1.5SMC6.8CA');
    await server.ok('changeBomLineMatching', { token, body: { bom_id: bomId, source_ids: [unknown.source_id], match_mode: 0 } });
    const chosen = line('LM358');
    await server.ok('matchBom', { token, body: { bom_id: bomId } });
    await reload();
    expect(line('1.5SMC6.8CA').match_mode).toBe(0);
    expect(line('LM358')).toMatchObject({ match_mode: 2, goods: { goods_id: chosen.goods!.goods_id } });
    const bom = await server.ok('getBom', { token, query: { bom_id: bomId } });
    expect(bom.ignored_count).toBe(1);
    expect(bom.unmatched_count).toBe(0);
    const refused = await server.call('changeBomLineMatching', { token, body: { bom_id: bomId, source_ids: [unknown.source_id], match_mode: 2 } });
    expect(refused.status).toBe(409);
  });
});
