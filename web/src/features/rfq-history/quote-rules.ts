import { RfqState, type RfqQuote } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';
import { parseNumber } from '@/platform/lib/parse-number.ts';

/** Why a quote cannot go into the cart, or undefined when it can. */
export type QuoteRefusal = 'closed' | 'notCatalog' | 'expired';

/**
 * Whether a quote can be put in the cart now, as the server decides it
 * (addRfqQuoteToCart): not once its RFQ is closed, not without a catalog
 * offer (those are ordered through the sales team), not after `valid_until`.
 */
export function quoteRefusal(quote: Pick<RfqQuote, 'sku_id' | 'valid_until'>, rfqState: RfqState, now: Date): QuoteRefusal | undefined {
  if (rfqState === RfqState.Closed) return 'closed';
  if (quote.sku_id === null) return 'notCatalog';
  if (Date.parse(quote.valid_until) <= now.getTime()) return 'expired';
  return undefined;
}

/** The pieces typed for a quote, read as a whole number; undefined when it is not one. */
export function readPieces(text: string): number | undefined {
  const value = parseNumber(text);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/** The quantity's rule: whole pieces, at least the quote's MOQ and at most its quoted quantity; the message when broken. */
export function quotePiecesError(text: string, quote: Pick<RfqQuote, 'moq' | 'quantity'>, format: (pieces: number) => string): string | undefined {
  const pieces = readPieces(text);
  if (pieces === undefined) return m.rfqHistory_piecesInvalid();
  if (pieces < quote.moq) return m.rfqHistory_piecesBelowMoq({ moq: format(quote.moq) });
  if (pieces > quote.quantity) return m.rfqHistory_piecesAboveQuoted({ quantity: format(quote.quantity) });
  return undefined;
}
