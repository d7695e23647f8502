import { Fragment } from 'react';
import { m } from '$paraglide/messages.js';
import { fieldLabel } from './ColumnMapping.tsx';
import { EXCESS_FIELDS, lineProblems, type ExcessField, type ExcessLineDraft, type LineProblems } from './excess-lines.ts';

interface Props {
  lines: readonly ExcessLineDraft[];
  currency: string;
  /** Problems the server named, by line key. */
  serverProblems: Record<number, LineProblems>;
  onEdit: (key: number, field: ExcessField, value: string) => void;
  onRemove: (key: number) => void;
}

/**
 * The lines read from the sheet, each cell editable, each row with its
 * problems under it, and a button to leave a row out. A table with inputs:
 * its header labels the columns, and every input is labelled with its field
 * and the sheet row.
 */
export function ExcessLinesTable({ lines, currency, serverProblems, onEdit, onRemove }: Props) {
  return (
    <div className="supplier-table-wrap">
      <table className="supplier-lines">
        <caption className="supplier-caption">{m.supplier_linesCaption({ count: lines.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{m.supplier_sheetRow()}</th>
            {EXCESS_FIELDS.map((field) => (
              <th key={field} scope="col">
                {field === 'price' ? m.supplier_priceIn({ currency }) : fieldLabel[field]()}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">{m.supplier_actions()}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            // The rows come from the supplier's file, so their problems show at once, not only after a try to send.
            const problems = { ...lineProblems(line), ...serverProblems[line.key] };
            const listed = EXCESS_FIELDS.filter((field) => problems[field]);
            return (
              <Fragment key={line.key}>
                <tr className={listed.length > 0 ? 'supplier-line supplier-line-invalid' : 'supplier-line'} data-testid="excess-line">
                  <th scope="row">
                    <span className="supplier-row-label">{m.supplier_sheetRow()} </span>
                    {line.rowNumber}
                  </th>
                  {EXCESS_FIELDS.map((field) => (
                    <td key={field}>
                      <input
                        id={`excess-${line.key}-${field}`}
                        className="input"
                        aria-label={m.supplier_cellLabel({ field: fieldLabel[field](), row: line.rowNumber })}
                        aria-invalid={problems[field] ? true : undefined}
                        aria-describedby={problems[field] ? `excess-${line.key}-problems` : undefined}
                        inputMode={field === 'quantity' || field === 'price' ? 'decimal' : undefined}
                        placeholder={fieldLabel[field]()}
                        value={line[field]}
                        onChange={(event) => onEdit(line.key, field, event.currentTarget.value)}
                      />
                    </td>
                  ))}
                  <td>
                    <button type="button" className="button" onClick={() => onRemove(line.key)} aria-label={m.supplier_removeLine({ row: line.rowNumber })}>
                      {m.supplier_remove()}
                    </button>
                  </td>
                </tr>
                {listed.length > 0 && (
                  <tr className="supplier-problems-row">
                    <td colSpan={EXCESS_FIELDS.length + 2}>
                      <ul id={`excess-${line.key}-problems`} className="supplier-line-problems">
                        {listed.map((field) => (
                          <li key={field}>{m.supplier_lineProblem({ row: line.rowNumber, field: fieldLabel[field](), problem: problems[field] ?? '' })}</li>
                        ))}
                      </ul>
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
