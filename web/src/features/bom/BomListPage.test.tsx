import type { BomSummary } from '@chipmart/generated/internal/model/index';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/platform/session/session-store.ts';
import { toastStore } from '@/ui/toast-store.ts';
import { fakeApi, renderInShop, type FakeRequest } from '../../../tests/render.tsx';
import { BomListPage } from './BomListPage.tsx';

const motor: BomSummary = {
  bom_id: 3107,
  bom_name: 'Motor controller rev C',
  set_count: 50,
  line_count: 5,
  matched_count: 3,
  doubtful_count: 1,
  state: 2,
  total_price: 333.3,
  currency_code: 'USD',
  currency_symbol: '$',
  created_time: '2026-11-16T09:12:44Z',
  updated_time: '2026-11-17T14:03:10Z',
};
const power: BomSummary = { ...motor, bom_id: 3098, bom_name: 'Power board PB-12', set_count: 20, line_count: 14, matched_count: 0, doubtful_count: 0, state: 0, total_price: 0 };

type Answer = { code: number; message: string; data: unknown; status?: number };

/** A fake BOM server holding a list the calls change. */
function bomServer(initial: BomSummary[]) {
  let boms = [...initial];
  const ok = (data: unknown): Answer => ({ code: 200, message: 'Success', data });
  const answer = (request: FakeRequest): Answer => {
    switch (`${request.method} ${request.path}`) {
      case 'GET /api/bom/bomList': {
        const keyword = request.query.get('keyword')?.toLowerCase();
        const lists = boms.filter((bom) => !keyword || bom.bom_name.toLowerCase().includes(keyword));
        return ok({ lists, total: lists.length, page: 1, page_size: 10 });
      }
      case 'DELETE /api/bom/delBom': {
        const ids = request.query.getAll('ids').map(Number);
        boms = boms.filter((bom) => !ids.includes(bom.bom_id));
        return ok({ deleted_ids: ids, deleted_count: ids.length });
      }
      case 'PUT /api/bom/editBomName': {
        const { bom_id, bom_name } = request.body as { bom_id: number; bom_name: string };
        boms = boms.map((bom) => (bom.bom_id === bom_id ? { ...bom, bom_name } : bom));
        return ok(boms.find((bom) => bom.bom_id === bom_id));
      }
      case 'POST /api/bom/multiplexBom': {
        const { bom_id, set_count, bom_name } = request.body as { bom_id: number; set_count: number; bom_name?: string };
        const original = boms.find((bom) => bom.bom_id === bom_id)!;
        const copy = { ...original, bom_id: 3121, set_count, bom_name: bom_name ?? `${original.bom_name} x${set_count}` };
        boms = [copy, ...boms];
        return ok({ bom_id: 3121, bom_name: copy.bom_name, set_count, line_count: copy.line_count, skipped_count: 0, state: 2, created_time: '2026-11-18T10:02:33Z' });
      }
      default:
        return { code: 4040, message: 'Not found', data: null, status: 404 };
    }
  };
  const sent = fakeApi({}, answer);
  return sent;
}

const cardOf = (name: string) => screen.getAllByTestId('bom-card').find((card) => card.textContent?.includes(name))!;

describe('the account’s BOM list', () => {
  beforeEach(() => {
    sessionStore.set({ token: 'tok_test', userInfo: undefined });
    toastStore.set([]);
  });

  it('lists each BOM with its counts, state and total, linking to it, and leads to the upload', async () => {
    bomServer([motor, power]);
    await renderInShop(() => <BomListPage search={{}} />);
    const card = await waitFor(() => cardOf('Motor controller rev C'));
    expect(within(card).getByText('5 lines · 3 matched · 1 to check · 50 boards')).toBeTruthy();
    expect(within(card).getByText('Matched')).toBeTruthy();
    expect(within(card).getByText('$333.30')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Motor controller rev C' }).getAttribute('href')).toBe('/bom/3107');
    expect(within(cardOf('Power board PB-12')).getByText('Not matched yet')).toBeTruthy();
    expect(within(cardOf('Power board PB-12')).queryByText('$0.00')).toBeNull();
    expect(screen.getByRole('link', { name: 'Upload a BOM' }).getAttribute('href')).toBe('/bom');
    expect(screen.getByText('2 BOMs')).toBeTruthy();
  });

  it('asks the server for the BOMs whose name holds the keyword', async () => {
    const sent = bomServer([motor, power]);
    await renderInShop(() => <BomListPage search={{ keyword: 'power' }} />);
    await waitFor(() => cardOf('Power board PB-12'));
    expect(screen.getAllByTestId('bom-card')).toHaveLength(1);
    expect(sent[0]!.query.get('keyword')).toBe('power');
  });

  it('deletes a BOM only once the buyer confirms', async () => {
    const sent = bomServer([motor, power]);
    await renderInShop(() => <BomListPage search={{}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Motor controller rev C' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Motor controller rev C?' });
    expect(sent.some((request) => request.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete BOM' }));

    await waitFor(() => expect(screen.getAllByTestId('bom-card')).toHaveLength(1));
    expect(sent.find((request) => request.method === 'DELETE')!.query.getAll('ids')).toEqual(['3107']);
    expect(toastStore.get().map((toast) => toast.text)).toEqual(['Motor controller rev C was deleted.']);
  });

  it('renames a BOM in place', async () => {
    const sent = bomServer([motor]);
    await renderInShop(() => <BomListPage search={{}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Motor controller rev C' }));
    const field = screen.getByRole('textbox', { name: 'New name' });
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: 'Motor controller rev D' } });
    fireEvent.submit(field.closest('form')!);
    await waitFor(() => cardOf('Motor controller rev D'));
    expect(sent.find((request) => request.method === 'PUT')!.body).toEqual({ bom_id: 3107, bom_name: 'Motor controller rev D' });
  });

  it('copies a BOM for another number of boards', async () => {
    const sent = bomServer([motor]);
    await renderInShop(() => <BomListPage search={{}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Copy Motor controller rev C for another number of boards' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy Motor controller rev C' });
    const sets = within(dialog).getByRole('textbox', { name: /^Number of boards/ });
    expect((sets as HTMLInputElement).value).toBe('50');
    fireEvent.change(sets, { target: { value: '250' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make the copy' }));

    await waitFor(() => cardOf('Motor controller rev C x250'));
    expect(sent.find((request) => request.method === 'POST')!.body).toEqual({ bom_id: 3107, set_count: 250 });
    expect(toastStore.get().map((toast) => toast.text)).toEqual(['Motor controller rev C x250 was made for 250 boards.']);
  });
});
