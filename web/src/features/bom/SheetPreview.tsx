import type { UploadExcelSheet } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';
import type { ColumnMap } from './bom-fields.ts';
import { fieldLabel } from './bom-words.ts';
import { fieldsByColumn } from './sheet-columns.ts';

/** The sheet's first rows as read, the mapped columns marked with their field and the header row and the rows above it set apart. */
export function SheetPreview({ sheet, headerRow, columns }: { sheet: UploadExcelSheet; headerRow: number; columns: ColumnMap }) {
  const mapped = fieldsByColumn(columns);
  return (
    <div className="bom-table-scroll" tabIndex={0} role="region" aria-labelledby="bom-preview-caption">
      <table className="bom-preview">
        <caption id="bom-preview-caption">{m.bom_previewCaption({ shown: sheet.rows.length, rows: sheet.row_count })}</caption>
        <thead>
          <tr>
            <th scope="col">{m.bom_previewRow()}</th>
            {sheet.columns.map((column) => {
              const field = mapped.get(column.index);
              return (
                <th key={column.index} scope="col" className={field ? 'bom-col-mapped' : undefined} data-mapped={field ?? undefined}>
                  <span className="bom-col-letter">{column.letter}</span>
                  {field && <span className="bom-col-field">{fieldLabel[field]()}</span>}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {sheet.rows.map((row) => {
            const kind = row.row_number === headerRow ? 'bom-row-header' : row.row_number < headerRow ? 'bom-row-skipped' : undefined;
            return (
              <tr key={row.row_number} className={kind}>
                <th scope="row">
                  {row.row_number}
                  {row.row_number === headerRow && <span className="bom-tag">{m.bom_previewHeaderTag()}</span>}
                </th>
                {sheet.columns.map((column) => (
                  <td key={column.index} className={mapped.has(column.index) ? 'bom-col-mapped' : undefined}>
                    {row.cells[column.index] ?? ''}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
