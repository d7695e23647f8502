import type { RfqQuote } from '@chipmart/generated/internal/model/index';
import { useRef, useState, type FormEvent } from 'react';
import { m } from '$paraglide/messages.js';
import { TextField } from '@/ui/fields/TextField.tsx';
import { quotePiecesError, readPieces } from './quote-rules.ts';
import { useQuoteToCart } from './use-quote-to-cart.ts';

interface Props {
  quote: RfqQuote;
  /** Pieces written with the RFQ currency's separators. */
  formatPieces: (pieces: number) => string;
}

/** How many pieces of a quote to put in the cart (its quoted quantity unless changed), and the button that does it. */
export function QuoteCartForm({ quote, formatPieces }: Props) {
  const [pieces, setPieces] = useState(formatPieces(quote.quantity));
  const [piecesError, setPiecesError] = useState<string>();
  const [reason, setReason] = useState<string>();
  const form = useRef<HTMLFormElement>(null);
  const { add, isAdding } = useQuoteToCart();
  const fieldId = `quote-pieces-${quote.quote_id}`;

  const markInvalid = (message: string) => {
    setPiecesError(message);
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const ruleBroken = quotePiecesError(pieces, quote, formatPieces);
    if (ruleBroken) return markInvalid(ruleBroken);
    setPiecesError(undefined);
    setReason(undefined);
    const refusal = await add(quote.quote_id, readPieces(pieces)!, quote.part_number);
    if (refusal?.piecesError) markInvalid(refusal.piecesError);
    if (refusal?.reason) setReason(refusal.reason);
  }

  return (
    <form ref={form} className="quote-cart-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        id={fieldId}
        label={m.rfqHistory_piecesLabel({ moq: formatPieces(quote.moq), quantity: formatPieces(quote.quantity) })}
        inputMode="numeric"
        autoComplete="off"
        value={pieces}
        error={piecesError}
        onChange={(event) => setPieces(event.target.value)}
      />
      <button type="submit" className="button button-primary" disabled={isAdding} aria-label={m.rfqHistory_addQuoteToCart({ part: quote.part_number })}>
        {isAdding ? m.rfqHistory_adding() : m.rfqHistory_addToCart()}
      </button>
      {reason && (
        <p className="quote-refusal" role="alert">
          {reason}
        </p>
      )}
    </form>
  );
}
