import { m } from '$paraglide/messages.js';
import { currentLocale, htmlLang } from '@/platform/i18n/locale.ts';
import { formatDate } from '@/platform/lib/date-format.ts';

/** A line priced by an RFQ quote: says so and until when the quoted price holds. */
export function QuoteNote({ validUntil }: { validUntil: string }) {
  const until = formatDate(validUntil, htmlLang(currentLocale()), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <p className="cart-line-quote" data-testid="cart-line-quote">
      {m.cart_quotedUntil()} <time dateTime={validUntil}>{until}</time>
    </p>
  );
}
