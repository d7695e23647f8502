import { placeOrderBodyPoNumberMax, placeOrderBodyRemarkMax } from '@chipmart/generated/internal/zod';
import type { OrderCheckoutPreview } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';
import { TextAreaField } from '@/ui/fields/TextAreaField.tsx';
import { TextField } from '@/ui/fields/TextField.tsx';
import type { OrderNotes } from './order-request.ts';
import type { PlaceFailure } from './use-place-order.ts';

interface Props {
  preview: OrderCheckoutPreview;
  notes: OrderNotes;
  onNotesChange: (notes: OrderNotes) => void;
  failure: PlaceFailure | undefined;
  /** The preview is being priced again, or the order is being placed: the button waits. */
  busy: boolean;
  placing: boolean;
  canPlace: boolean;
  onPlace: () => void;
}

/** The contract's limits, checked as the buyer types so the button never sends what the server would refuse. */
export function notesProblems(notes: OrderNotes): Partial<Record<keyof OrderNotes, string>> {
  const problems: Partial<Record<keyof OrderNotes, string>> = {};
  if (notes.remark.trim().length > placeOrderBodyRemarkMax) problems.remark = m.checkout_tooLong({ max: placeOrderBodyRemarkMax });
  if (notes.po_number.trim().length > placeOrderBodyPoNumberMax) problems.po_number = m.checkout_tooLong({ max: placeOrderBodyPoNumberMax });
  return problems;
}

/** The buyer's remark and PO number, what keeps the order from being placed, and "Place order". */
export function PlaceOrderPanel({ preview, notes, onNotesChange, failure, busy, placing, canPlace, onPlace }: Props) {
  const serverFields = failure?.kind === 'fields' ? failure.fields : {};
  const problems = { ...notesProblems(notes), ...serverFields };
  const message = failure && failure.kind !== 'changed' ? failure.message : undefined;
  const blocked = Object.keys(notesProblems(notes)).length > 0;
  return (
    <form
      className="checkout-section checkout-place form"
      aria-labelledby="checkout-place-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!blocked) onPlace();
      }}
    >
      <h2 id="checkout-place-title" className="checkout-section-title">
        {m.checkout_placeTitle()}
      </h2>
      <TextField
        id="checkout-po-number"
        label={m.checkout_poNumber()}
        autoComplete="off"
        value={notes.po_number}
        error={problems.po_number}
        onChange={(event) => onNotesChange({ ...notes, po_number: event.currentTarget.value })}
      />
      <TextAreaField
        id="checkout-remark"
        label={m.checkout_remark()}
        rows={3}
        placeholder={m.checkout_remarkPlaceholder()}
        value={notes.remark}
        error={problems.remark}
        onChange={(event) => onNotesChange({ ...notes, remark: event.currentTarget.value })}
      />
      {preview.problems.length > 0 && (
        <div className="checkout-problems" data-testid="checkout-problems">
          <p>{m.checkout_cannotPlace()}</p>
          <ul>
            {preview.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      {message && (
        <p className="checkout-failure" role="alert">
          {message}
        </p>
      )}
      <button type="submit" className="button button-primary checkout-place-button" disabled={!canPlace || busy || blocked}>
        {placing ? m.checkout_placing() : m.checkout_place()}
      </button>
    </form>
  );
}
