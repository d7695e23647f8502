import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/sql-rows.ts';
import { invalidField } from '../../platform/http/errors.ts';
import { signedIn, type Handler } from '../../platform/http/handler.ts';
import { isoTime } from '../../platform/iso-time.ts';
import type { AuthUser } from '../identity/index.ts';
import { readSpreadsheet } from '../uploads/index.ts';
import { ownBom } from './bom-access.ts';
import { lineContext, readLineRows, toBomLine } from './bom-reads.ts';
import { rememberMapping, type StoredMapping } from './column-mappings.ts';
import type { BomDeps } from './deps.ts';
import { bomExport } from './files/bom-export.ts';
import { bomRows, MAPPED_FIELDS, type BomColumnMapping } from './files/bom-rows.ts';
import { bomTemplate } from './files/bom-template.ts';
import { bomMessages } from './messages.ts';

/** Reading and storing a spreadsheet is work: an account may upload this many BOMs in a minute. */
const UPLOADS_PER_MINUTE = { limit: 20, windowSeconds: 60 };
/** Rows per insert statement: a 5,000-line BOM is a few statements, each well under the parameter limit. */
const INSERT_BATCH = 500;

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

export const downloadBomTemplate = (): Handler<'downloadBomTemplate', AuthUser> => async ({ query, locale }) => {
  const file = await bomTemplate(locale, query.file_type ?? 'xlsx');
  return { file_name: file.file_name, content_type: file.content_type, content_base64: base64(file.bytes) };
};

/** The mapped columns of the request, as stored with the BOM and remembered for its header. */
function columnsOf(body: BomColumnMapping): StoredMapping {
  const mapping: StoredMapping = {};
  for (const field of MAPPED_FIELDS) {
    const column = body[`${field}_column`];
    if (column !== undefined) mapping[`${field}_column`] = column;
  }
  return mapping;
}

export const uploadBom = (deps: BomDeps): Handler<'uploadBom', AuthUser> => async ({ body, user, currency, say }) => {
  const { userId } = signedIn(user);
  await deps.rateLimiter.consume(`bom-upload:${userId}`, UPLOADS_PER_MINUTE);
  const { sheets } = await readSpreadsheet({ fileName: body.file.name, bytes: new Uint8Array(await body.file.arrayBuffer()) });
  const sheet = sheets[body.sheet_index ?? 0];
  if (!sheet) throw invalidField('sheet_index', bomMessages.noSuchSheet, { count: sheets.length });
  const { lines, skipped } = bomRows(sheet, body);
  const headerCells = (sheet.rows[body.header_row - 1] ?? []).map((cell) => cell.trim());
  const columns = columnsOf(body);
  const now = deps.now();
  const created = await deps.db.transaction(async (tx) => {
    const [bom] = await queryRows<{ id: number; create_time: Date | string }>(
      tx,
      sql`insert into boms (user_id, name, file_name, header_cells, column_mapping, set_count, attrition_percent, state, create_time, update_time)
          values (${userId}, ${body.bom_name.trim()}, ${body.file.name}, ${JSON.stringify(headerCells)}::jsonb, ${JSON.stringify(columns)}::jsonb,
                  ${body.set_count ?? 1}, ${body.attrition_percent ?? 0}, 0, ${now.toISOString()}, ${now.toISOString()})
          returning id, create_time`,
    );
    for (let start = 0; start < lines.length; start += INSERT_BATCH) {
      const batch = lines.slice(start, start + INSERT_BATCH);
      const values = batch.map(
        (line, index) =>
          sql`(${bom!.id}, ${start + index + 1}, ${line.row_number}, ${line.part_number}, ${line.manufacturer}, ${line.quantity}, ${line.value}, ${line.description},
               ${line.package}, ${line.reference_designators}, ${line.designator_count}, ${line.dnp},
               ${line.target_price === null ? null : line.target_price / currency.ratePerUsd}::double precision, ${JSON.stringify(line.cells)}::jsonb, ${now.toISOString()})`,
      );
      await tx.execute(
        sql`insert into bom_lines (bom_id, line_no, row_number, part_number, manufacturer, quantity, value, description, package, reference_designators,
              designator_count, dnp, target_price_usd, cells, update_time)
            values ${sql.join(values, sql`, `)}`,
      );
    }
    await rememberMapping(tx, userId, headerCells, columns, now);
    return bom!;
  });
  say(bomMessages.uploaded, { lines: lines.length, skipped });
  return { bom_id: created.id, bom_name: body.bom_name.trim(), set_count: body.set_count ?? 1, line_count: lines.length, skipped_count: skipped, state: 0, created_time: isoTime(created.create_time) };
};

export const exportBom = (deps: BomDeps): Handler<'exportBom', AuthUser> => async ({ query, user, locale, currency }) => {
  const bom = await ownBom(deps.db, query.bom_id, signedIn(user).userId);
  const rows = await readLineRows(deps.db, bom.id);
  const context = await lineContext(deps.db, bom, locale, currency, deps.currencies);
  const fileType = query.file_type ?? 'xlsx';
  const bytes = await bomExport(
    {
      locale,
      currencyCode: currency.code as Parameters<typeof bomExport>[0]['currencyCode'],
      header: bom.header_cells,
      mapping: bom.column_mapping as Parameters<typeof bomExport>[0]['mapping'],
      lines: rows.map((row) => ({ ...toBomLine(row, context), cells: row.row_number === null ? null : row.cells })),
    },
    fileType,
  );
  const safeName = bom.name.replace(/[^\p{L}\p{N} ._-]+/gu, '').trim() || 'bom';
  return {
    file_name: `${safeName}.${fileType}`,
    content_type: fileType === 'csv' ? 'text/csv' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    content_base64: base64(bytes),
  };
};
