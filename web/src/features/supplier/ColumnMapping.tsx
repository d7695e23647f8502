import type { UploadExcelSheet } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';
import { SelectField } from '@/ui/fields/SelectField.tsx';
import { EXCESS_FIELDS, type ColumnMap, type ExcessField } from './excess-lines.ts';

const NONE = 'none';

export const fieldLabel: Record<ExcessField, () => string> = {
  part_number: m.supplier_partNumber,
  manufacturer: m.supplier_manufacturer,
  quantity: m.supplier_quantity,
  date_code: m.supplier_dateCode,
  price: m.supplier_price,
};

/** Which column of the sheet holds each field: preset from the server's guesses, changeable by the supplier. */
export function ColumnMapping({ sheet, columns, onChange }: { sheet: UploadExcelSheet; columns: ColumnMap; onChange: (columns: ColumnMap) => void }) {
  const options = [
    { value: NONE, label: m.supplier_columnNone() },
    ...sheet.columns.map((column) => ({ value: String(column.index), label: column.title ? `${column.letter} · ${column.title}` : column.letter })),
  ];
  return (
    <fieldset className="supplier-group">
      <legend className="supplier-legend">{m.supplier_mappingTitle()}</legend>
      <p className="supplier-hint">{m.supplier_mappingHint()}</p>
      <div className="supplier-mapping">
        {EXCESS_FIELDS.map((field) => (
          <SelectField
            key={field}
            id={`excess-column-${field}`}
            label={fieldLabel[field]()}
            required={field === 'part_number' || field === 'quantity'}
            value={columns[field] === undefined ? NONE : String(columns[field])}
            options={options}
            onValueChange={(value) => onChange({ ...columns, [field]: value === NONE ? undefined : Number(value) })}
          />
        ))}
      </div>
    </fieldset>
  );
}
