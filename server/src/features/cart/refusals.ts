import { AppError, conflict, invalidField, notFound } from '../../platform/http/errors.ts';
import type { LocaleCode } from '../../platform/i18n/locales.ts';
import type { Message } from '../../platform/i18n/messages.ts';
import { countText } from '../../platform/number-text.ts';
import { cartMessages } from './messages.ts';
import type { OfferTerms, QuantityRuleBroken, StockShortfall } from './quantity-rules.ts';

const RULE_MESSAGES: Record<QuantityRuleBroken, Message> = {
  wholeNumber: cartMessages.wholeNumber,
  belowMoq: cartMessages.belowMoq,
  notMultiple: cartMessages.notMultiple,
  aboveQuote: cartMessages.aboveQuote,
};

/** 422 on the quantity field, naming the rule and the offer's numbers. */
export function quantityRefused(field: string, rule: QuantityRuleBroken, terms: OfferTerms, locale: LocaleCode): AppError {
  return invalidField(field, RULE_MESSAGES[rule], {
    moq: countText(locale, terms.moq),
    increment: countText(locale, terms.increment),
    max: countText(locale, terms.quote_quantity ?? 0),
  });
}

/** 409: the offer cannot supply the pieces. */
export function stockRefused(shortfall: StockShortfall, offer: OfferTerms & { partNumber: string }, locale: LocaleCode): AppError {
  return shortfall === 'soldOut'
    ? conflict(cartMessages.soldOut, { partNumber: offer.partNumber })
    : conflict(cartMessages.understock, { partNumber: offer.partNumber, stock: countText(locale, offer.stock) });
}

export const lineNotFound = () => notFound(cartMessages.lineNotFound);
