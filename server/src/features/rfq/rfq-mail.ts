import type { LocaleCode } from '../../platform/i18n/locales.ts';
import { translate } from '../../platform/i18n/messages.ts';
import { letter } from '../../platform/mail/letter.ts';
import type { OutgoingMail } from '../../platform/mail/outbox.ts';
import type { Currency } from '../../platform/money/currency-book.ts';
import { countText, priceText } from '../../platform/number-text.ts';
import { rfqMessages } from './messages.ts';
import { rfqProcessMessages } from './process-messages.ts';
import type { NewRfq, NewRfqItem } from './rfq-store.ts';

/** Support and sales read RFQs in English, whatever language the buyer wrote in. */
const SALES_LOCALE: LocaleCode = 'en';

/** One line per requested part, in the reader's language. */
function itemLines(items: NewRfqItem[], locale: LocaleCode, currency: Currency): string {
  return items
    .map((item, index) => {
      const details = [
        item.targetPrice !== null ? translate(locale, rfqMessages.mailTargetPrice, { price: priceText(locale, item.targetPrice, currency.symbol, currency.unitDecimals) }) : null,
        item.deliveryPlanDate ? translate(locale, rfqMessages.mailDeliveryDate, { date: item.deliveryPlanDate }) : null,
        item.package ? item.package : null,
        item.dateCode ? `DC ${item.dateCode}` : null,
      ].filter((detail): detail is string => detail !== null);
      const line = translate(locale, rfqMessages.mailItem, {
        index: index + 1,
        partNumber: item.partNumber,
        manufacturer: item.manufacturer ? ` (${item.manufacturer})` : '',
        qty: countText(locale, item.qty),
      });
      return details.length > 0 ? `${line}; ${details.join('; ')}` : line;
    })
    .join('\n');
}

/** The buyer's confirmation, in the language the RFQ was sent in. */
export function rfqConfirmationMail(rfq: NewRfq, rfqSn: string, locale: LocaleCode, currency: Currency): OutgoingMail {
  const body = letter(
    locale,
    translate(locale, rfqMessages.mailIntro, { rfqSn }),
    itemLines(rfq.items, locale, currency),
    ...(rfq.userId !== null ? [translate(locale, rfqMessages.mailHistory)] : []),
  );
  return { to: rfq.email, kind: 'rfq_confirmation', locale, subject: translate(locale, rfqMessages.mailSubject, { rfqSn }), body };
}

/** The sales team's copy, with everything needed to quote. */
export function rfqSalesMail(rfq: NewRfq, rfqSn: string, inbox: string, countryName: string, currency: Currency): OutgoingMail {
  return {
    to: inbox,
    kind: 'rfq_sales',
    locale: SALES_LOCALE,
    subject: translate(SALES_LOCALE, rfqMessages.mailSalesSubject, { rfqSn, contact: rfq.contactName, items: rfq.items.length }),
    body: translate(SALES_LOCALE, rfqMessages.mailSalesBody, {
      contact: rfq.contactName,
      company: rfq.companyName || '-',
      email: rfq.email,
      telephone: rfq.telephone || '-',
      country: countryName || '-',
      account: rfq.userId !== null ? `#${rfq.userId}` : '-',
      locale: rfq.locale,
      currency: currency.code,
      remark: rfq.remark || '-',
      items: itemLines(rfq.items, SALES_LOCALE, currency),
    }),
  };
}

export interface QuoteForMail {
  rfqSn: string;
  partNumber: string;
  manufacturer: string;
  price: number;
  quantity: number;
  moq: number;
  leadTimeDays: number;
  validUntil: Date;
  remark: string;
  /** Whether the buyer can put it in the cart (an account's RFQ, a quote for a catalog offer). */
  cartable: boolean;
}

/** The buyer's mail for a new quote, in the language the RFQ was sent in, with the price in its currency. */
export function rfqQuoteMail(to: string, locale: LocaleCode, currency: Currency, quote: QuoteForMail): OutgoingMail {
  const line = translate(locale, rfqProcessMessages.mailQuoteLine, {
    partNumber: quote.partNumber,
    manufacturer: quote.manufacturer ? ` (${quote.manufacturer})` : '',
    price: priceText(locale, quote.price, currency.symbol, currency.unitDecimals),
    qty: countText(locale, quote.quantity),
    moq: countText(locale, quote.moq),
    lead: quote.leadTimeDays,
    validUntil: quote.validUntil.toISOString().slice(0, 16).replace('T', ' '),
  });
  const body = letter(
    locale,
    translate(locale, rfqProcessMessages.mailQuoteIntro, { rfqSn: quote.rfqSn }),
    line,
    ...(quote.remark ? [translate(locale, rfqProcessMessages.mailQuoteRemark, { remark: quote.remark })] : []),
    translate(locale, quote.cartable ? rfqProcessMessages.mailQuoteCart : rfqProcessMessages.mailQuoteSales),
  );
  return { to, kind: 'rfq_quote', locale, subject: translate(locale, rfqProcessMessages.mailQuoteSubject, { rfqSn: quote.rfqSn, partNumber: quote.partNumber }), body };
}
