import type { BomLine } from '@chipmart/generated/internal/model/index';
import { addBomLineBodyQuantityMax } from '@chipmart/generated/internal/zod';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { m } from '$paraglide/messages.js';
import { parseNumber } from '@/platform/lib/parse-number.ts';
import { countText } from './bom-figures.ts';

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
  const [typed, setTyped] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const opener = useRef<HTMLButtonElement>(null);
  // Set when the field closes: the change button takes the keyboard back once React has put it in the page
  // again and the line's change has settled (a disabled button cannot take it; a requestAnimationFrame could run
  // before either, and the focus was then lost to the page).
  const [focusBack, setFocusBack] = useState(false);
  const id = `bom-qty-${line.source_id}`;

  useEffect(() => {
    if (!focusBack || typed !== undefined || disabled || !opener.current) return;
    opener.current.focus();
    setFocusBack(false);
  }, [focusBack, typed, disabled]);

  const close = () => {
    setTyped(undefined);
    setProblem(undefined);
    setFocusBack(true);
  };

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
    <form
      className="bom-qty-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          close();
        }
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {m.bom_quantityPerSetOf({ line: line.line_no, part: line.source.part_number })}
      </label>
      <input
        id={id}
        className="input bom-qty-input"
        inputMode="numeric"
        autoComplete="off"
        // The field opens on the buyer's own press of the change button, so it takes the keyboard.
        autoFocus
        value={typed}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          setProblem(undefined);
        }}
      />
      <button type="submit" className="button bom-small" disabled={disabled}>
        {m.bom_save()}
      </button>
      <button type="button" className="button bom-small" onClick={close}>
        {m.bom_cancel()}
      </button>
      {problem && (
        <p id={`${id}-error`} className="field-error">
          {problem}
        </p>
      )}
    </form>
  );
}
