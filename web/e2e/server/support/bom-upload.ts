import type { APIRequestContext } from '@playwright/test';
import type { BomDetail } from '@chipmart/generated/internal/model/index';
import { ApiError, type Buyer } from './buyers.ts';
import { bomCsv } from './bom-sheet.ts';
import { testClientAddress } from './client-address.ts';

/** The KiCad sheet's columns (support/bom-sheet.ts), as a buyer maps them on the upload page. */
const KICAD_MAPPING = {
  header_row: 1,
  reference_designators_column: 0,
  value_column: 1,
  package_column: 2,
  quantity_column: 3,
  part_number_column: 4,
  manufacturer_column: 5,
  dnp_column: 6,
};

/**
 * Uploads the 50-line KiCad BOM for the buyer and matches it, as the upload
 * page does (uploadBom, then mateBom), for tests of the pages that show a
 * BOM; its header and totals.
 */
export async function uploadMatchedBom(request: APIRequestContext, buyer: Buyer, name: string): Promise<BomDetail> {
  const response = await request.post('/api/bom/uploadBom', {
    headers: { Lang: 'en', Currency: 'USD', Authorization: `Bearer ${buyer.token}`, ...testClientAddress() },
    multipart: {
      file: { name: `${name}.csv`, mimeType: 'text/csv', buffer: Buffer.from(bomCsv(), 'utf8') },
      bom_name: name,
      sheet_index: '0',
      set_count: '1',
      attrition_percent: '0',
      ...Object.fromEntries(Object.entries(KICAD_MAPPING).map(([field, value]) => [field, String(value)])),
    },
  });
  const envelope = (await response.json()) as { code: number; message: string; data: { bom_id: number } };
  if (envelope.code !== 200) throw new ApiError('POST /api/bom/uploadBom', envelope.code, envelope.message, envelope.data);
  const matched = await buyer.api<{ bom: BomDetail }>('POST', '/api/bom/mateBom', { body: { bom_id: envelope.data.bom_id } });
  return matched.bom;
}
