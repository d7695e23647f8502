import type { BomDetail, BomLine } from '@chipmart/generated/internal/model/index';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/platform/session/session-store.ts';
import { toastStore } from '@/ui/toast-store.ts';
import { fakeApi, renderInShop } from '../../../tests/render.tsx';
import { BomDetailPage } from './BomDetailPage.tsx';

const detail: BomDetail = {
  bom_id: 3107,
  bom_name: 'Motor controller rev C',
  file_name: 'motor-ctrl-revC-bom.xlsx',
  set_count: 50,
  state: 2,
  line_count: 2,
  matched_count: 1,
  exact_count: 1,
  partial_count: 1,
  no_stock_count: 0,
  unmatched_count: 0,
  ignored_count: 0,
  doubtful_count: 1,
  dnp_count: 0,
  attrition_percent: 0,
  longest_lead_time_days: 3,
  total_price: 114,
  currency_code: 'USD',
  currency_symbol: '$',
  created_time: '2026-11-16T09:12:44Z',
  updated_time: '2026-11-18T09:31:05Z',
  matched_time: '2026-11-16T09:13:02Z',
};

const goods = (goodsId: number, partNumber: string) => ({
  goods_id: goodsId,
  part_number: partNumber,
  brand_id: 9,
  brand_name: 'Microchip Technology',
  package: 'TQFP-32',
  description: '8-bit AVR MCU',
  icons: '',
  goods_page_url: `/product-detail/${goodsId}`,
  category_id: 1101,
  category_name: '8-bit Microcontrollers',
  stock: 5400,
  moq: 1,
  increment: 1,
  lead_time_days: 3,
  unit_price: 2.28,
  datasheet_url: null,
  currency_code: 'USD',
  currency_symbol: '$',
});

const sku = (skuId: number, goodsId: number) => ({
  sku_id: skuId,
  goods_id: goodsId,
  supplier_id: 17,
  supplier_name: 'Shenzhen Hengxin Electronics',
  supplier_code: 'HX-SZ',
  stock: 5400,
  moq: 1,
  increment: 1,
  lead_time_days: 3,
  date_code: '2429+',
  packaging: 'Tray',
  currency_code: 'USD',
  currency_symbol: '$',
  price_range: [{ num: 1, price: 2.28 }],
});

const exactLine: BomLine = {
  source_id: 41250,
  bom_id: 3107,
  line_no: 1,
  source: {
    row_number: 2,
    part_number: 'ATMEGA328P-AU',
    manufacturer: 'Microchip',
    quantity: 1,
    value: '',
    description: '8-bit AVR MCU 32KB Flash',
    package: 'TQFP-32',
    reference_designators: 'U7',
    designator_count: 1,
    dnp: false,
    target_price: null,
  },
  match_state: 1,
  match_mode: 1,
  match_kind: 'exact',
  confidence: 'high',
  doubts: [],
  needs_confirmation: false,
  goods: goods(118904, 'ATMEGA328P-AU'),
  sku: sku(881630, 118904),
  required_qty: 50,
  order_qty: 50,
  excess_qty: 0,
  excess_price: 0,
  unit_price: 2.28,
  subtotal_price: 114,
  currency_code: 'USD',
  currency_symbol: '$',
  offer_count: 0,
  alternative_count: 0,
};

const suggestedLine: BomLine = {
  ...exactLine,
  source_id: 41251,
  line_no: 2,
  source: { ...exactLine.source, row_number: 3, part_number: 'LM358DR', manufacturer: 'ST', reference_designators: 'U4, U5', quantity: 2, designator_count: 2 },
  match_state: 2,
  match_kind: 'packaging',
  confidence: 'low',
  doubts: ['packaging_variant_only', 'manufacturer_disagrees'],
  needs_confirmation: true,
  goods: goods(100877, 'LM358DT'),
  sku: sku(880877, 100877),
  required_qty: 100,
  order_qty: 2500,
  excess_qty: 2400,
  excess_price: 283.2,
  unit_price: 0.118,
  subtotal_price: 295,
  alternative_count: 2,
};

type Answer = { code: number; message: string; data: unknown; status?: number };

const ok = (data: unknown): Answer => ({ code: 200, message: 'Success', data });
const linesPage = ok({ lists: [suggestedLine, exactLine], total: 2, page: 1, page_size: 100 });
const rowOf = (part: string) => screen.getAllByTestId('bom-line').find((row) => row.textContent?.includes(part))!;
const fact = (key: string) => within(screen.getByTestId(`bom-fact-${key}`)).getByRole('definition').textContent;

// jsdom lays nothing out: the lines' scroll box is given a height so the table renders the rows in view.
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
const clientWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 720 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1200 });
  // Each row measures 120 px, as a row with its actions does in a browser.
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: function (this: HTMLElement) { return this.tagName === 'TR' ? 120 : 0; } });
});
afterAll(() => {
  for (const [name, descriptor] of [['clientHeight', clientHeight], ['clientWidth', clientWidth], ['offsetHeight', offsetHeight]] as const) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
  }
});

describe('a BOM and its lines', () => {
  beforeEach(() => {
    sessionStore.set({ token: 'tok_test', userInfo: undefined });
    toastStore.set([]);
  });

  it('shows the totals, the lines needing a look first, and how each line matched and its doubts in words', async () => {
    const sent = fakeApi({ 'GET /api/bom/mainBom': ok(detail), 'GET /api/bom/mainBomList': linesPage });
    await renderInShop(() => <BomDetailPage bomId={3107} />);
    const row = await waitFor(() => rowOf('LM358DR'));

    expect(fact('lines')).toBe('2');
    expect(fact('matched')).toBe('1');
    expect(fact('doubtful')).toBe('1');
    expect(fact('total')).toBe('$114.00');
    expect(fact('lead-time')).toBe('3 days');
    const lines = sent.find((request) => request.path === '/api/bom/mainBomList')!;
    expect(Object.fromEntries([...lines.query].filter(([name]) => name !== '_t'))).toEqual({ bom_id: '3107', order: 'doubtful_first', page: '1', page_size: '100' });

    expect(within(row).getByText('The same part in another packaging: the part numbers differ only by a packaging suffix.')).toBeTruthy();
    expect(within(row).getByText('Suggestion only')).toBeTruthy();
    expect(within(row).getByRole('list', { name: 'What to check' }).textContent).toBe(
      'Only the same part in another packaging was found.The part is made by another manufacturer than the one you gave.',
    );
    expect(within(row).getByText('To confirm')).toBeTruthy();
    expect(within(row).getByText('2,400 extra pieces for the MOQ or multiple, costing $283.20')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'LM358DT' }).getAttribute('href')).toBe('/product-detail/100877');
    expect(within(rowOf('ATMEGA328P-AU')).getByText('The part number is exactly the one you uploaded.')).toBeTruthy();
    expect(within(rowOf('ATMEGA328P-AU')).queryByRole('button', { name: /^Confirm/ })).toBeNull();
  });

  it('confirms a suggestion and shows the totals and the line the server answered, without fetching the lines again', async () => {
    const confirmed: BomLine = { ...suggestedLine, match_mode: 2, needs_confirmation: false };
    const sent = fakeApi({
      'GET /api/bom/mainBom': ok(detail),
      'GET /api/bom/mainBomList': linesPage,
      'PUT /api/bom/changeBomMatching': ok({ bom: { ...detail, matched_count: 2, doubtful_count: 0, total_price: 409 }, lines: [confirmed] }),
    });
    await renderInShop(() => <BomDetailPage bomId={3107} />);
    const confirm = await screen.findByRole('button', { name: 'Confirm the suggested part for line 2 (LM358DR)' });
    confirm.focus();
    expect(document.activeElement).toBe(confirm);
    fireEvent.click(confirm);

    await waitFor(() => expect(fact('matched')).toBe('2'));
    expect(fact('doubtful')).toBe('0');
    expect(fact('total')).toBe('$409.00');
    expect(within(rowOf('LM358DR')).queryByText('To confirm')).toBeNull();
    expect(within(rowOf('LM358DR')).getByText('Chosen by you')).toBeTruthy();
    expect(sent.find((request) => request.method === 'PUT')!.body).toEqual({ bom_id: 3107, source_ids: [41251], match_mode: 2 });
    expect(sent.filter((request) => request.path === '/api/bom/mainBomList')).toHaveLength(1);
    expect(sent.filter((request) => request.path === '/api/bom/mainBom')).toHaveLength(1);
  });

  it('ignores a line and matches it again', async () => {
    const ignored: BomLine = { ...exactLine, match_mode: 0 };
    const sent = fakeApi({
      'GET /api/bom/mainBom': ok(detail),
      'GET /api/bom/mainBomList': linesPage,
      'PUT /api/bom/changeBomMatching': (request) =>
        (request.body as { match_mode: number }).match_mode === 0
          ? ok({ bom: { ...detail, matched_count: 0, ignored_count: 1, total_price: 0 }, lines: [ignored] })
          : ok({ bom: detail, lines: [exactLine] }),
    });
    await renderInShop(() => <BomDetailPage bomId={3107} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ignore line 1 (ATMEGA328P-AU)' }));
    await waitFor(() => expect(fact('ignored')).toBe('1'));
    expect(fact('total')).toBe('$0.00');
    fireEvent.click(await screen.findByRole('button', { name: 'Match line 1 (ATMEGA328P-AU) again' }));
    await waitFor(() => expect(fact('ignored')).toBe('0'));
    expect(sent.filter((request) => request.method === 'PUT').map((request) => (request.body as { match_mode: number }).match_mode)).toEqual([0, 1]);
    expect(screen.getByRole('button', { name: 'Ignore line 1 (ATMEGA328P-AU)' })).toBeTruthy();
  });

  it('edits a quantity per board from the keyboard: the field takes focus, Enter sends it, Escape leaves it', async () => {
    const sent = fakeApi({
      'GET /api/bom/mainBom': ok(detail),
      'GET /api/bom/mainBomList': linesPage,
      'PUT /api/bom/changeQty': ok({ bom: { ...detail, total_price: 342 }, lines: [{ ...exactLine, source: { ...exactLine.source, quantity: 3 }, required_qty: 150, order_qty: 150, subtotal_price: 342 }] }),
    });
    await renderInShop(() => <BomDetailPage bomId={3107} />);
    const change = await screen.findByRole('button', { name: 'Change the quantity per board of line 1 (ATMEGA328P-AU)' });

    fireEvent.click(change);
    const field = screen.getByRole('textbox', { name: 'Quantity per board of line 1 (ATMEGA328P-AU)' });
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: '7' } });
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(screen.queryByRole('textbox', { name: 'Quantity per board of line 1 (ATMEGA328P-AU)' })).toBeNull();
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Change the quantity per board of line 1 (ATMEGA328P-AU)'));

    fireEvent.click(screen.getByRole('button', { name: 'Change the quantity per board of line 1 (ATMEGA328P-AU)' }));
    const again = screen.getByRole('textbox', { name: 'Quantity per board of line 1 (ATMEGA328P-AU)' });
    fireEvent.change(again, { target: { value: '0' } });
    fireEvent.submit(again.closest('form')!);
    expect(screen.getByText('Enter a whole number from 1 to 10,000,000.')).toBeTruthy();
    fireEvent.change(again, { target: { value: '3' } });
    fireEvent.submit(again.closest('form')!);

    await waitFor(() => expect(within(rowOf('ATMEGA328P-AU')).getByText('3 per board')).toBeTruthy());
    expect(fact('total')).toBe('$342.00');
    expect(sent.find((request) => request.path === '/api/bom/changeQty')!.body).toEqual({ bom_id: 3107, source_id: 41250, quantity: 3 });
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Change the quantity per board of line 1 (ATMEGA328P-AU)'));
  });

  it('asks only for the lines needing a look when told', async () => {
    const sent = fakeApi({ 'GET /api/bom/mainBom': ok(detail), 'GET /api/bom/mainBomList': linesPage });
    await renderInShop(() => <BomDetailPage bomId={3107} />);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Only lines to check' }));
    await waitFor(() => expect(sent.filter((request) => request.path === '/api/bom/mainBomList')).toHaveLength(2));
    expect(sent.at(-1)!.query.get('doubtful')).toBe('true');
  });

  it('renders only the rows in view of a long BOM and fetches the next 100 lines as the buyer scrolls to them', async () => {
    const many = (page: number) =>
      Array.from({ length: 100 }, (_, index) => {
        const number = (page - 1) * 100 + index + 1;
        return { ...exactLine, source_id: 50_000 + number, line_no: number, source: { ...exactLine.source, part_number: `PART-${number}` } };
      });
    const sent = fakeApi({
      'GET /api/bom/mainBom': ok({ ...detail, line_count: 250 }),
      'GET /api/bom/mainBomList': (request) => {
        const page = Number(request.query.get('page'));
        return ok({ lists: many(page), total: 250, page, page_size: 100 });
      },
    });
    await renderInShop(() => <BomDetailPage bomId={3107} />);
    await screen.findByText('PART-1');
    const shown = screen.getAllByTestId('bom-line').length;
    expect(shown).toBeGreaterThan(5);
    expect(shown).toBeLessThan(25);
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe('251');

    const scroller = screen.getByTestId('bom-lines-scroll');
    scroller.scrollTop = 95 * 120;
    fireEvent.scroll(scroller);
    await waitFor(() => expect(sent.some((request) => request.path === '/api/bom/mainBomList' && request.query.get('page') === '2')).toBe(true));
    expect(await screen.findByText('PART-96')).toBeTruthy();
    expect(screen.queryByText('PART-1')).toBeNull();
    expect(screen.getAllByTestId('bom-line').length).toBeLessThan(25);
  });

  it('offers other parts for a line, searches a corrected part number and uses the one picked', async () => {
    const option = (goodsId: number, partNumber: string, current: boolean) => ({ goods: goods(goodsId, partNumber), match_type: 2, match_kind: current ? 'packaging' : 'exact', doubts: current ? ['packaging_variant_only'] : [], is_current: current });
    const sent = fakeApi({
      'GET /api/bom/mainBom': ok(detail),
      'GET /api/bom/mainBomList': linesPage,
      'GET /api/bom/morePartNumber': (request) =>
        ok({ source_id: 41251, part_number: 'LM358DR', current_goods_id: 100877, lists: request.query.get('keyword') ? [option(100878, 'LM358DR', false)] : [option(100877, 'LM358DT', true)] }),
      'PUT /api/bom/changePartNumber': ok({ bom: { ...detail, matched_count: 2, total_price: 120 }, lines: [{ ...suggestedLine, goods: goods(100878, 'LM358DR'), needs_confirmation: false, match_mode: 2, match_kind: 'exact', doubts: [] }] }),
    });
    await renderInShop(() => <BomDetailPage bomId={3107} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Other parts for line 2 (LM358DR)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Other parts for line 2: LM358DR' });
    expect(await within(dialog).findByText('Current choice')).toBeTruthy();
    expect(within(dialog).getByText('Only the same part in another packaging was found.')).toBeTruthy();

    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Part number to look for' }), { target: { value: 'LM358DR' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Use LM358DR for this line' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fact('matched')).toBe('2');
    expect(within(rowOf('LM358DR')).getByRole('link', { name: 'LM358DR' })).toBeTruthy();
    expect(sent.find((request) => request.path === '/api/bom/changePartNumber')!.body).toEqual({ source_id: 41251, goods_id: 100878 });
  });

  it('puts the matched, confirmed lines into the cart at their order quantities and says what the cart refused', async () => {
    const dnpLine: BomLine = { ...exactLine, source_id: 41252, line_no: 3, source: { ...exactLine.source, part_number: 'R0603-10K', dnp: true } };
    const sent = fakeApi({
      'GET /api/bom/mainBom': ok(detail),
      'GET /api/bom/mainBomList': ok({ lists: [suggestedLine, exactLine, dnpLine], total: 3, page: 1, page_size: 100 }),
      'POST /api/cart/addMultiple': ok({
        added_count: 0,
        failed_count: 1,
        count: 4,
        results: [{ index: 0, goods_id: 118904, sku_id: 881630, part_number: 'ATMEGA328P-AU', cart_num: 50, result: 'understock', cart_id: null, stock: 20, message: 'Only 20 pcs in stock' }],
      }),
    });
    await renderInShop(() => <BomDetailPage bomId={3107} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add 1 matched lines to cart' }));

    expect(await screen.findByText('ATMEGA328P-AU was not added: Only 20 pcs in stock')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the cart' }).getAttribute('href')).toBe('/shoppingcart');
    expect(sent.find((request) => request.path === '/api/cart/addMultiple')!.body).toEqual({ source: 'bom', source_id: 3107, items: [{ goods_id: 118904, sku_id: 881630, cart_num: 50 }] });
    const everyLine = sent.filter((request) => request.path === '/api/bom/mainBomList').at(-1)!;
    expect(everyLine.query.get('order')).toBe('line');
  });
});
