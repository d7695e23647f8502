import { uploadWithProgress } from '@chipmart/client';
import { matchBom, uploadBom } from '@chipmart/generated/internal/hooks/bom/bom';
import type { UploadExcelPreview } from '@chipmart/generated/internal/model/index';
import { useRef, useState, type FormEvent } from 'react';
import { m } from '$paraglide/messages.js';
import { SelectField } from '@/ui/fields/SelectField.tsx';
import { TextField } from '@/ui/fields/TextField.tsx';
import {
  BOM_FIELDS,
  nameFromFile,
  suggestedHeaderRow,
  suggestedMapping,
  uploadFieldOf,
  uploadProblems,
  uploadRequest,
  type BomField,
  type UploadChoices,
  type UploadField,
  type UploadProblem,
} from './bom-fields.ts';
import { readBomFailure } from './bom-failure.ts';
import { fieldLabel } from './bom-words.ts';
import { columnTitles, rowLabel } from './sheet-columns.ts';
import { SheetPreview } from './SheetPreview.tsx';

const NONE = 'none';

function problemText(problem: UploadProblem): string {
  switch (problem.kind) {
    case 'required':
      return m.bom_required();
    case 'quantityOrDesignators':
      return m.bom_quantityOrDesignators();
    case 'columnTwice':
      return m.bom_columnTwice({ field: fieldLabel[problem.other]() });
    case 'nameLength':
      return m.bom_nameTooLong({ max: problem.max });
    case 'setCount':
      return m.bom_setCountInvalid({ max: problem.max });
    case 'attrition':
      return m.bom_attritionInvalid({ max: problem.max });
  }
}

interface Props {
  preview: UploadExcelPreview;
  file: File;
  /** Called with the new BOM's id once it is uploaded (and matched, when matching could start). */
  onCreated: (bomId: number) => void;
}

/**
 * The mapping step: the sheet (when the file has several), the header row,
 * the column of each field (preset from readExcel's suggestions, said when
 * they are the buyer's own mapping remembered from an earlier upload), the
 * sheet's first rows with the mapped columns marked, and the BOM's name,
 * number of boards and attrition. A refusal is shown next to its field and
 * every choice stays as it was.
 */
export function BomMapping({ preview, file, onCreated }: Props) {
  const firstSheet = preview.sheets[0]!;
  const [choices, setChoices] = useState<UploadChoices>(() => ({
    sheetIndex: firstSheet.sheet_index,
    headerRow: suggestedHeaderRow(firstSheet),
    columns: suggestedMapping(firstSheet),
    name: nameFromFile(preview.file_name || file.name),
    setCount: '1',
    attrition: '0',
  }));
  const [shown, setShown] = useState<Partial<Record<UploadField, string>>>({});
  const [message, setMessage] = useState<string>();
  const [stage, setStage] = useState<'idle' | 'uploading' | 'matching'>('idle');
  const [sentPercent, setSentPercent] = useState<number>();
  const form = useRef<HTMLFormElement>(null);
  const sheet = preview.sheets.find((entry) => entry.sheet_index === choices.sheetIndex) ?? firstSheet;
  const titles = columnTitles(sheet, choices.headerRow);
  const columnOptions = [{ value: NONE, label: m.bom_columnNone() }, ...sheet.columns.map((column) => ({ value: String(column.index), label: titles.get(column.index)! }))];

  const change = (next: Partial<UploadChoices>, fields: UploadField[]) => {
    setChoices((current) => ({ ...current, ...next }));
    setShown((current) => {
      const rest = { ...current };
      for (const field of fields) delete rest[field];
      return rest;
    });
  };

  const chooseSheet = (index: number) => {
    const next = preview.sheets.find((entry) => entry.sheet_index === index);
    if (!next) return;
    change({ sheetIndex: index, headerRow: suggestedHeaderRow(next), columns: suggestedMapping(next) }, ['sheet_index', 'header_row', ...BOM_FIELDS]);
  };

  const showProblems = (problems: Partial<Record<UploadField, string>>) => {
    setShown(problems);
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(undefined);
    const problems = uploadProblems(choices);
    if (Object.keys(problems).length > 0) {
      showProblems(Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, problemText(problem)])));
      return;
    }
    setShown({});
    setStage('uploading');
    setSentPercent(undefined);
    let bomId: number;
    try {
      const transport = uploadWithProgress((loaded, total) => setSentPercent(total > 0 ? Math.round((loaded / total) * 100) : undefined));
      bomId = (await uploadBom(uploadRequest(file, choices), undefined, { transport })).bom_id;
    } catch (error) {
      const failure = readBomFailure(error, uploadFieldOf);
      setStage('idle');
      setMessage(failure.message);
      showProblems(failure.fields);
      return;
    }
    setStage('matching');
    try {
      await matchBom({ bom_id: bomId });
    } catch {
      // The BOM is saved; its page says it is not matched yet and offers to match it.
    }
    onCreated(bomId);
  }

  const remembered = sheet.mapping_source === 'remembered';
  const busy = stage !== 'idle';
  return (
    <form ref={form} className="bom-mapping" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="bom-mapping-title">
      <h2 id="bom-mapping-title" className="bom-section-title">
        {m.bom_mappingTitle()}
      </h2>
      <p className="bom-hint" role="status">
        {m.bom_fileRead({ name: preview.file_name, rows: sheet.row_count })}
      </p>
      <div className="bom-mapping-grid">
        {preview.sheets.length > 1 && (
          <SelectField
            id="bom-sheet"
            label={m.bom_sheetLabel()}
            error={shown.sheet_index}
            value={String(sheet.sheet_index)}
            options={preview.sheets.map((entry) => ({ value: String(entry.sheet_index), label: m.bom_sheetOption({ name: entry.sheet_name, rows: entry.row_count }) }))}
            onValueChange={(value) => chooseSheet(Number(value))}
          />
        )}
        <SelectField
          id="bom-header-row"
          label={m.bom_headerRowLabel()}
          required
          error={shown.header_row}
          value={String(choices.headerRow)}
          options={sheet.rows.map((row) => ({ value: String(row.row_number), label: m.bom_headerRowOption({ row: row.row_number, cells: rowLabel(row.cells) }) }))}
          onValueChange={(value) => change({ headerRow: Number(value) }, ['header_row'])}
        />
      </div>
      <fieldset className="bom-group">
        <legend className="bom-legend">{m.bom_columnsLegend()}</legend>
        <p className={remembered ? 'bom-note' : 'bom-hint'} data-testid="bom-mapping-source">
          {remembered ? m.bom_mappingRemembered() : m.bom_mappingGuessed()}
        </p>
        <div className="bom-mapping-grid">
          {BOM_FIELDS.map((field: BomField) => (
            <SelectField
              key={field}
              id={`bom-column-${field}`}
              label={fieldLabel[field]()}
              required={field === 'part_number'}
              error={shown[field]}
              value={choices.columns[field] === undefined ? NONE : String(choices.columns[field])}
              options={columnOptions}
              onValueChange={(value) =>
                change(
                  { columns: { ...choices.columns, [field]: value === NONE ? undefined : Number(value) } },
                  field === 'quantity' || field === 'reference_designators' ? ['quantity', 'reference_designators', field] : [field],
                )
              }
            />
          ))}
        </div>
        <p className="bom-hint">{m.bom_quantityHint()}</p>
      </fieldset>
      <SheetPreview sheet={sheet} headerRow={choices.headerRow} columns={choices.columns} />
      <fieldset className="bom-group">
        <legend className="bom-legend">{m.bom_detailsLegend()}</legend>
        <div className="bom-mapping-grid">
          <TextField id="bom-name" label={m.bom_nameLabel()} required error={shown.bom_name} value={choices.name} onChange={(event) => change({ name: event.currentTarget.value }, ['bom_name'])} />
          <TextField
            id="bom-set-count"
            label={m.bom_setCountLabel()}
            required
            inputMode="numeric"
            error={shown.set_count}
            value={choices.setCount}
            onChange={(event) => change({ setCount: event.currentTarget.value }, ['set_count'])}
          />
          <TextField
            id="bom-attrition"
            label={m.bom_attritionLabel()}
            inputMode="decimal"
            error={shown.attrition_percent}
            value={choices.attrition}
            onChange={(event) => change({ attrition: event.currentTarget.value }, ['attrition_percent'])}
          />
        </div>
        <p className="bom-hint">{m.bom_attritionHint()}</p>
      </fieldset>
      {(message || shown.file) && (
        <p className="bom-problem" role="alert">
          {[shown.file, message].filter(Boolean).join(' ')}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy || undefined}>
          {stage === 'uploading' ? m.bom_uploading() : stage === 'matching' ? m.bom_matchingNow() : m.bom_uploadSubmit()}
        </button>
        {stage === 'uploading' && sentPercent !== undefined && (
          <span aria-live="polite" className="bom-upload-status">
            <progress className="bom-progress" value={sentPercent} max={100} aria-label={m.bom_uploading()} />
            {m.bom_fileSentPercent({ percent: sentPercent })}
          </span>
        )}
      </div>
    </form>
  );
}
