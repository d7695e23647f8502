import type { UploadExcelPreview, UploadExcelSheet } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';
import { SelectField } from '@/ui/fields/SelectField.tsx';
import { ColumnMapping } from './ColumnMapping.tsx';
import { sendsWholeFile, sheetRowCounts } from './excess-file.ts';
import type { ColumnMap, ExcessField, ExcessLineDraft, LineProblems } from './excess-lines.ts';
import { ExcessLinesTable } from './ExcessLinesTable.tsx';
import type { RowProblem } from './excess-refusal.ts';
import { RowProblems } from './RowProblems.tsx';

interface Props {
  preview: UploadExcelPreview;
  sheet: UploadExcelSheet;
  columns: ColumnMap;
  currency: string;
  currencyOptions: Array<{ value: string; label: string }>;
  lines: readonly ExcessLineDraft[];
  /** Problems the server named on rows shown, by line key, and on rows not shown. */
  lineServerProblems: Record<number, LineProblems>;
  rowProblems: readonly RowProblem[];
  /** Why the lines shown cannot be sent as they are, when there are none. */
  listProblem: string | undefined;
  onSheet: (index: number) => void;
  onRemap: (columns: ColumnMap) => void;
  onCurrency: (currency: string) => void;
  onEdit: (key: number, field: ExcessField, value: string) => void;
  onRemove: (key: number) => void;
}

/**
 * The sheet read: which sheet, how many rows and whether all are sent, its
 * columns mapped, the list's currency, and the rows to check and edit. Only
 * a supplier who chose a file needs it, so it loads then.
 */
export function SheetReview({ preview, sheet, columns, currency, currencyOptions, lines, lineServerProblems, rowProblems, listProblem, ...on }: Props) {
  return (
    <>
      <p className="supplier-hint" role="status">
        {m.supplier_fileRead({ name: preview.file_name, rows: sheet.row_count })}
      </p>
      {preview.sheets.length > 1 && (
        <SelectField
          id="excess-sheet"
          label={m.supplier_sheetLabel()}
          value={String(sheet.sheet_index)}
          options={preview.sheets.map((entry) => ({ value: String(entry.sheet_index), label: entry.sheet_name }))}
          onValueChange={(value) => on.onSheet(Number(value))}
        />
      )}
      {sendsWholeFile(sheet) && (
        <p className="supplier-note" role="note">
          {m.supplier_wholeFileNote(sheetRowCounts(sheet))}
        </p>
      )}
      <ColumnMapping sheet={sheet} columns={columns} onChange={on.onRemap} />
      <div className="supplier-currency">
        <SelectField
          id="excess-currency"
          label={m.supplier_currencyLabel()}
          required
          value={currency}
          options={currencyOptions.length > 0 ? currencyOptions : [{ value: currency, label: currency }]}
          onValueChange={on.onCurrency}
        />
      </div>
      <RowProblems problems={rowProblems} />
      {lines.length > 0 ? (
        <ExcessLinesTable lines={lines} currency={currency} serverProblems={lineServerProblems} onEdit={on.onEdit} onRemove={on.onRemove} />
      ) : (
        <p className="supplier-problem">{listProblem}</p>
      )}
    </>
  );
}
