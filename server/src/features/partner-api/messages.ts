import { LOCALES } from '../../platform/i18n/locales.ts';
import { defineMessages, type Translations } from '../../platform/i18n/messages.ts';

/** The partner document promises English messages whatever the caller's language, so each text stands for every locale. */
const english = (text: string): Translations => Object.fromEntries(LOCALES.map((locale) => [locale, text])) as Translations;

export const partnerMessages = defineMessages({
  currencyNotOffered: english('Currency {code} is not offered on this site'),
  addressNotFound: english('{field}: address {addressId} was not found'),
  shippingNotFound: english('shippingId: shipping option {shippingId} does not exist or does not ship to address {addressId}'),
  skuTwice: english('skuId {skuId} is listed more than once; put its whole quantity on one line'),
  orderNotFound: english('Order {orderSn} was not found'),
  keywordsWithoutPartNumber: english('Enter a part number or words to search for'),
});
