import { bindHooksClient, createShopClient } from '@chipmart/client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/platform/session/session-store.ts';
import { renderInShop } from '../../../tests/render.tsx';
import { SellYourExcessPage } from './SellYourExcessPage.tsx';

const preview = {
  file_name: 'excess-list.csv',
  file_type: 'csv',
  sheets: [
    {
      sheet_index: 0,
      sheet_name: 'excess-list',
      row_count: 3,
      column_count: 3,
      header_row: 1,
      mapping_source: 'titles',
      columns: [
        { index: 0, letter: 'A', title: 'MPN', suggested_field: 'part_number' },
        { index: 1, letter: 'B', title: 'Qty', suggested_field: 'quantity' },
        { index: 2, letter: 'C', title: 'Price', suggested_field: 'target_price' },
      ],
      rows: [
        { row_number: 1, cells: ['MPN', 'Qty', 'Price'] },
        { row_number: 2, cells: ['STM32F103C8T6', '2400', '1.85'] },
        { row_number: 3, cells: ['LM358DR', 'lots', ''] },
      ],
    },
  ],
};

type Answer = { code: number; message: string; data: unknown; status?: number };
type Sent = { method: string; path: string; body: unknown }[];

/** A fake server for calls with JSON or form bodies (an answer may depend on what was sent before); returns what it was sent. */
function fakeServer(answers: Record<string, Answer | ((sent: Sent) => Answer)>) {
  const sent: Sent = [];
  bindHooksClient(
    createShopClient({
      baseUrl: 'http://shop.test',
      getLocale: () => 'en',
      getCurrency: () => 'USD',
      getToken: () => 'tok_test',
      minimumDelayMs: 0,
      fetch: vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
        const path = new URL(String(input)).pathname;
        const method = init.method ?? 'GET';
        sent.push({ method, path, body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body });
        const planned = answers[`${method} ${path}`];
        const answer = (typeof planned === 'function' ? planned(sent) : planned) ?? { code: 4040, message: 'Not found', data: null, status: 404 };
        return new Response(JSON.stringify(answer), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
      }) as unknown as typeof fetch,
    }),
  );
  return sent;
}

const currencies = { code: 200, message: 'Success', data: { USD: { currency_code: 'USD', currency_symbol: '$', state: 1 } } };
const received = { offer_no: 'EX202611270001', state: 0, line_count: 1, submitted_time: '2026-11-27T03:00:00Z' };
/** The account's lists: the one received once the page has sent it. */
const listsSent = (sent: Sent): Answer => ({ code: 200, message: 'Success', data: { lists: sent.some((call) => call.method === 'POST' && call.path === '/api/supplier/excess') ? [received] : [] } });

async function readTheList() {
  await renderInShop(() => <SellYourExcessPage />);
  const file = new File(['MPN,Qty,Price\n'], 'excess-list.csv', { type: 'text/csv' });
  fireEvent.change(await screen.findByLabelText(/Excess inventory list/), { target: { files: [file] } });
  return screen.findAllByTestId('excess-line');
}

describe('sell your excess', () => {
  beforeEach(() => {
    sessionStore.set({ token: 'tok_test', userInfo: { contact_name: 'Chen Wei', company_name: 'Hengxin Electronics', email: 'sales@hx-components.com', telephone: '+86 755 8327 6610' } as never });
  });

  it('asks visitors to sign in and says what the page is for', async () => {
    sessionStore.set({ token: undefined, userInfo: undefined });
    await renderInShop(() => <SellYourExcessPage />);
    expect(screen.getByText(/Sell your excess stock to us/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toContain('/login?redirect=');
  });

  it('refuses a file that is no spreadsheet without sending it', async () => {
    const sent = fakeServer({ 'GET /api/common/currency': currencies });
    await renderInShop(() => <SellYourExcessPage />);
    fireEvent.change(await screen.findByLabelText(/Excess inventory list/), { target: { files: [new File(['%PDF-'], 'stock.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('Choose an Excel (.xlsx) or CSV (.csv) file')).toBeTruthy();
    expect(sent.some((request) => request.path === '/api/upload/readExcel')).toBe(false);
  });

  it('shows the rows read with their problems, and sends what is left once a bad row is removed', async () => {
    const sent = fakeServer({
      'GET /api/common/currency': currencies,
      'POST /api/upload/readExcel': { code: 200, message: 'Success', data: preview },
      'POST /api/supplier/excess': { code: 200, message: 'Received', data: received },
      'GET /api/supplier/excess': listsSent,
    });
    const lines = await readTheList();
    expect(lines).toHaveLength(2);
    expect(within(lines[1]!).getByRole('textbox', { name: 'Quantity (pcs), row 3' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/^Row 3, Quantity \(pcs\): Enter a whole number/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove row 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send 1 lines' }));

    expect(await screen.findByText('EX202611270001')).toBeTruthy();
    expect(screen.getByText('Pending review')).toBeTruthy();
    const body = sent.find((request) => request.method === 'POST' && request.path === '/api/supplier/excess')!.body as { lines: unknown[]; company_name: string };
    expect(body.company_name).toBe('Hengxin Electronics');
    expect(body.lines).toEqual([{ part_number: 'STM32F103C8T6', manufacturer: '', quantity: 2400, date_code: '', price: 1.85, currency: 'USD' }]);
  });

  it('shows the lists sent before, newest first, with their review state', async () => {
    fakeServer({
      'GET /api/common/currency': currencies,
      'GET /api/supplier/excess': {
        code: 200,
        message: 'Success',
        data: { lists: [received, { offer_no: 'EX202610210004', state: 2, line_count: 146, submitted_time: '2026-10-21T03:12:09Z' }] },
      },
    });
    await renderInShop(() => <SellYourExcessPage />);
    const items = within(await screen.findByTestId('excess-sent')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([expect.stringMatching(/^EX202611270001Pending review/), expect.stringMatching(/^EX202610210004Declined.*146/)]);
  });

  it('keeps every row when the server refuses one, and shows its word at that row', async () => {
    fakeServer({
      'GET /api/common/currency': currencies,
      'GET /api/supplier/excess': listsSent,
      'POST /api/upload/readExcel': { code: 200, message: 'Success', data: preview },
      'POST /api/supplier/excess': { code: 4220, message: 'lines.0.currency: not offered', data: { errors: [{ field: 'lines.0.currency', message: 'This currency is not offered' }] }, status: 422 },
    });
    const lines = await readTheList();
    fireEvent.change(within(lines[1]!).getByRole('textbox', { name: 'Quantity (pcs), row 3' }), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send 2 lines' }));

    expect(await screen.findByText('Row 2, Unit price: This currency is not offered')).toBeTruthy();
    expect(screen.getAllByTestId('excess-line')).toHaveLength(2);
    expect((within(lines[1]!).getByRole('textbox', { name: 'Quantity (pcs), row 3' }) as HTMLInputElement).value).toBe('500');
  });

  describe('a list longer than the preview', () => {
    /** 312 rows with content: the header and 311 lines, of which the preview shows the first three. */
    const longPreview = { ...preview, sheets: [{ ...preview.sheets[0]!, row_count: 312, rows: [...preview.sheets[0]!.rows, { row_number: 4, cells: ['LM358DR', '500', '0.12'] }] }] };
    const longReceived = { ...received, line_count: 310 };
    const fileSent = (sent: Sent) => sent.find((call) => call.method === 'POST' && call.path === '/api/supplier/excess/file')?.body as FormData | undefined;

    it('says every row will be sent, and sends the file with the map and the rows changed or removed here', async () => {
      const sent = fakeServer({
        'GET /api/common/currency': currencies,
        'POST /api/upload/readExcel': { code: 200, message: 'Success', data: longPreview },
        'POST /api/supplier/excess/file': { code: 200, message: 'Received', data: longReceived },
        'GET /api/supplier/excess': (calls) => ({ code: 200, message: 'Success', data: { lists: fileSent(calls) ? [longReceived] : [] } }),
      });
      const lines = await readTheList();
      expect(screen.getByRole('note').textContent).toBe('The first 3 of 311 rows are shown here; all 311 will be sent. What you change or remove here is sent as you leave it.');
      fireEvent.change(within(lines[1]!).getByRole('textbox', { name: 'Quantity (pcs), row 3' }), { target: { value: '1,500' } });
      fireEvent.click(screen.getByRole('button', { name: 'Remove row 4' }));
      fireEvent.click(screen.getByRole('button', { name: 'Send 310 lines' }));

      const item = within(await screen.findByTestId('excess-sent')).getByRole('listitem');
      expect(item.textContent).toMatch(/310/);
      const form = fileSent(sent)!;
      expect((form.get('file') as File).name).toBe('excess-list.csv');
      expect([form.get('sheet_index'), form.get('header_row'), form.get('part_number_column'), form.get('quantity_column'), form.get('price_column'), form.get('currency')]).toEqual(['0', '1', '0', '1', '2', 'USD']);
      expect(form.has('manufacturer_column')).toBe(false);
      expect(form.getAll('removed_rows')).toEqual(['4']);
      expect(form.getAll('edited_rows').map((part) => JSON.parse(part as string))).toEqual([
        { row_number: 2, part_number: 'STM32F103C8T6', manufacturer: '', quantity: 2400, date_code: '', price: 1.85 },
        { row_number: 3, part_number: 'LM358DR', manufacturer: '', quantity: 1500, date_code: '', price: null },
      ]);
      expect(form.get('company_name')).toBe('Hengxin Electronics');
    });

    it("lists the server's word on rows not shown above the table, keeping the contact typed", async () => {
      fakeServer({
        'GET /api/common/currency': currencies,
        'GET /api/supplier/excess': listsSent,
        'POST /api/upload/readExcel': { code: 200, message: 'Success', data: longPreview },
        'POST /api/supplier/excess/file': {
          code: 4220,
          message: 'rows.188.quantity: Enter a whole number of pieces from 1 to 1000000000',
          data: {
            errors: [
              { field: 'rows.188.quantity', message: 'Enter a whole number of pieces from 1 to 1000000000' },
              { field: 'rows.240.part_number', message: 'A line needs a part number' },
              { field: 'rows.2.price', message: 'Enter a price from 0 to 1000000' },
            ],
          },
          status: 422,
        },
      });
      const lines = await readTheList();
      fireEvent.change(within(lines[1]!).getByRole('textbox', { name: 'Quantity (pcs), row 3' }), { target: { value: '500' } });
      fireEvent.change(screen.getByLabelText(/Notes for our purchasing team/), { target: { value: 'Stock in Hong Kong' } });
      fireEvent.click(screen.getByRole('button', { name: 'Send 311 lines' }));

      const listed = await screen.findByTestId('excess-row-problems');
      expect(within(listed).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Row 188, Quantity (pcs): Enter a whole number of pieces from 1 to 1000000000',
        'Row 240, Part number: A line needs a part number',
      ]);
      expect(screen.getByText('Row 2, Unit price: Enter a price from 0 to 1000000')).toBeTruthy();
      expect((screen.getByLabelText(/Notes for our purchasing team/) as HTMLTextAreaElement).value).toBe('Stock in Hong Kong');
      expect(screen.getAllByTestId('excess-line')).toHaveLength(3);
    });
  });
});
