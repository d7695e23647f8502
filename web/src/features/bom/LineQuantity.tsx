import type { BomLine } from '@chipmart/generated/internal/model/index';
import { addBomLineBodyQuantityMax } from '@chipmart/generated/internal/zod';
import { type FormEvent } from 'react';
import { m } from '$paraglide/messages.js';
import { parseNumber } from '@/platform/lib/parse-number.ts';
import { countText } from './bom-figures.ts';
import { InlineEditForm, useInlineEdit } from './InlineEdit.tsx';

/** A quantity per set the buyer typed: a whole number from 1 to the contract's maximum, or undefined. */
export function readLineQuantity(text: string): number | undefined {
  const value = parseNumber(text);
  return Number.isSafeInteger(value) && value >= 1 && value <= addBomLineBodyQuantityMax ? value : undefined;
}

/**
 * A line's quantity per set with its change button: the field opens in the
 * row, Enter (or Save) sends it, Escape (or Cancel) leaves it as it was and
 * puts the keyboard back on the button.
 */
export function LineQuantity({ line, disabled, onChange }: { line: BomLine; disabled: boolean; onChange: (quantity: number) => Promise<boolean> }) {
  // The change button takes the keyboard back once the line's change has settled (a disabled button cannot).
  const edit = useInlineEdit(disabled);
  const { typed, setTyped, setProblem, opener, close } = edit;
  const id = `bom-qty-${line.source_id}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const quantity = readLineQuantity(typed ?? '');
    if (quantity === undefined) return setProblem(m.bom_quantityInvalid({ max: countText(addBomLineBodyQuantityMax, line) }));
    if (quantity === line.source.quantity) return close();
    if (await onChange(quantity)) close();
  }

  if (typed === undefined) {
    return (
      <span className="bom-qty">
        <span>{m.bom_perSet({ count: countText(line.source.quantity, line) })}</span>
        <button
          ref={opener}
          type="button"
          className="button bom-small"
          disabled={disabled}
          aria-label={m.bom_changeQuantityOf({ line: line.line_no, part: line.source.part_number })}
          onClick={() => setTyped(String(line.source.quantity))}
        >
          {m.bom_changeQuantity()}
        </button>
      </span>
    );
  }
  return (
    <InlineEditForm
      id={id}
      className="bom-qty-form"
      label={m.bom_quantityPerSetOf({ line: line.line_no, part: line.source.part_number })}
      edit={edit}
      onSubmit={(event) => void submit(event)}
      saving={disabled}
      inputClassName="input bom-qty-input"
      inputProps={{ inputMode: 'numeric', autoComplete: 'off' }}
    />
  );
}
