import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/platform/session/session-store.ts';
import { fakeApi, renderInShop } from '../../../tests/render.tsx';
import { BomUploadPage } from './BomUploadPage.tsx';

const ok = (data: unknown) => ({ code: 200, message: 'Success', data });

const sheet = (mappingSource: 'titles' | 'remembered') => ({
  sheet_index: 0,
  sheet_name: 'BOM',
  row_count: 4,
  column_count: 5,
  header_row: 2,
  mapping_source: mappingSource,
  columns: [
    { index: 0, letter: 'A', title: 'MPN', suggested_field: 'part_number' },
    { index: 1, letter: 'B', title: 'Maker', suggested_field: 'manufacturer' },
    { index: 2, letter: 'C', title: 'Qty', suggested_field: 'quantity' },
    { index: 3, letter: 'D', title: 'RefDes', suggested_field: 'reference_designators' },
    { index: 4, letter: 'E', title: 'Notes', suggested_field: null },
  ],
  rows: [
    { row_number: 1, cells: ['Motor controller rev C', '', '', '', ''] },
    { row_number: 2, cells: ['MPN', 'Maker', 'Qty', 'RefDes', 'Notes'] },
    { row_number: 3, cells: ['STM32F103C8T6', 'STMicroelectronics', '1', 'U1', ''] },
    { row_number: 4, cells: ['GRM188R71H104KA93D', 'Murata', '12', 'C1, C3-C13', 'X7R'] },
  ],
});

const preview = (mappingSource: 'titles' | 'remembered') => ok({ file_name: 'motor-ctrl-revC-bom.xlsx', file_type: 'xlsx', sheets: [sheet(mappingSource)] });
const noBoms = ok({ lists: [], total: 0, page: 1, page_size: 5 });

/** The select of a field: its closed stand-in shows the chosen option. */
const columnOf = (label: string) => screen.getByRole('combobox', { name: new RegExp(`^${label}`) });

async function chooseFile() {
  const rendered = await renderInShop(() => <BomUploadPage />);
  const file = new File(['MPN,Qty\n'], 'motor-ctrl-revC-bom.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  fireEvent.change(screen.getByLabelText('BOM file'), { target: { files: [file] } });
  await screen.findByRole('heading', { name: 'Tell us what each column holds' });
  return rendered;
}

describe('the BOM upload and its mapping step', () => {
  beforeEach(() => sessionStore.set({ token: 'tok_test', userInfo: undefined }));

  it('preselects each field from the suggested columns, says they were guessed and marks them in the first rows', async () => {
    fakeApi({ 'GET /api/bom/bomList': noBoms, 'POST /api/upload/readExcel': preview('titles') });
    await chooseFile();

    expect(columnOf('Part number').textContent).toContain('A · MPN');
    expect(columnOf('Manufacturer').textContent).toContain('B · Maker');
    expect(columnOf('Quantity per board').textContent).toContain('C · Qty');
    expect(columnOf('Reference designators').textContent).toContain('D · RefDes');
    expect(columnOf('Target price').textContent).toContain('Not in this sheet');
    expect(columnOf('Header row').textContent).toContain('Row 2: MPN');
    expect(screen.getByTestId('bom-mapping-source').textContent).toBe('These columns are our guess from the header texts. Check them before you upload.');
    expect((screen.getByRole('textbox', { name: /^BOM name/ }) as HTMLInputElement).value).toBe('motor-ctrl-revC-bom');

    const table = screen.getByRole('table', { name: /The first 4 of 4 rows/ });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.filter((header) => header.getAttribute('data-mapped')).map((header) => header.textContent)).toEqual(['APart number', 'BManufacturer', 'CQuantity per board', 'DReference designators']);
  });

  it('reads a file dropped on the box and says when the mapping is the one remembered from the last upload with the same headers', async () => {
    const requests = fakeApi({ 'GET /api/bom/bomList': noBoms, 'POST /api/upload/readExcel': preview('remembered') });
    await renderInShop(() => <BomUploadPage />);
    const file = new File(['MPN,Qty\n'], 'motor-ctrl-revC-bom.csv', { type: 'text/csv' });
    fireEvent.drop(screen.getByTestId('bom-drop'), { dataTransfer: { files: [file] } });
    await screen.findByRole('heading', { name: 'Tell us what each column holds' });
    expect((requests.find((request) => request.path === '/api/upload/readExcel')!.body as FormData).get('file')).toBe(file);
    expect(screen.getByTestId('bom-mapping-source').textContent).toBe('These columns are set the way you mapped them when you last uploaded a BOM with the same headers.');
  });

  it('shows a refusal next to its field and keeps every choice, then uploads, matches and opens the BOM', async () => {
    let refuse = true;
    const requests = fakeApi({
      'GET /api/bom/bomList': noBoms,
      'POST /api/upload/readExcel': preview('titles'),
      'POST /api/bom/uploadBom': () =>
        refuse
          ? { code: 4220, message: 'Validation failed', status: 422, data: { errors: [{ field: 'quantity_column', message: 'Column C holds no whole quantities' }, { field: 'set_count', message: 'Too many boards for one BOM' }] } }
          : ok({ bom_id: 3107, bom_name: 'Motor rev C', set_count: 50, line_count: 2, skipped_count: 0, state: 0, created_time: '2026-11-16T09:12:44Z' }),
      'POST /api/bom/mateBom': ok({ bom: {}, lines: [] }),
    });
    const { router } = await chooseFile();
    fireEvent.change(screen.getByRole('textbox', { name: /^BOM name/ }), { target: { value: 'Motor rev C' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Number of boards/ }), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload and match' }));

    expect(await screen.findByText('Column C holds no whole quantities')).toBeTruthy();
    expect(columnOf('Quantity per board').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: /^Number of boards/ }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Too many boards for one BOM')).toBeTruthy();
    expect(columnOf('Part number').textContent).toContain('A · MPN');
    expect((screen.getByRole('textbox', { name: /^BOM name/ }) as HTMLInputElement).value).toBe('Motor rev C');
    expect((screen.getByRole('textbox', { name: /^Number of boards/ }) as HTMLInputElement).value).toBe('50');

    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Upload and match' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bom/3107'));
    const form = requests.find((request) => request.path === '/api/bom/uploadBom')!.body as FormData;
    expect(Object.fromEntries([...form.entries()].filter(([name]) => name !== 'file'))).toEqual({
      bom_name: 'Motor rev C',
      sheet_index: '0',
      header_row: '2',
      part_number_column: '0',
      manufacturer_column: '1',
      quantity_column: '2',
      reference_designators_column: '3',
      set_count: '50',
      attrition_percent: '0',
    });
    expect(requests.find((request) => request.path === '/api/bom/mateBom')!.body).toEqual({ bom_id: 3107 });
  });

  it('asks for the part number and a quantity column before sending anything', async () => {
    const requests = fakeApi({
      'GET /api/bom/bomList': noBoms,
      'POST /api/upload/readExcel': ok({ file_name: 'parts.csv', file_type: 'csv', sheets: [{ ...sheet('titles'), columns: sheet('titles').columns.map((column) => ({ ...column, suggested_field: null })) }] }),
    });
    await chooseFile();
    fireEvent.click(screen.getByRole('button', { name: 'Upload and match' }));
    expect(await screen.findByText('This is needed.')).toBeTruthy();
    expect(screen.getByText('Choose the quantity column, or the reference designators column to count them.')).toBeTruthy();
    expect(requests.some((request) => request.path === '/api/bom/uploadBom')).toBe(false);
  });
});
