import { asc, eq } from 'drizzle-orm';
import type { components } from '@chipmart/generated/internal/types';
import type { Database } from '../../platform/db/open.ts';
import { countries, shippingOptions, shippingRates } from '../../platform/db/schema/index.ts';
import { invalidField } from '../../platform/http/errors.ts';
import type { Handler } from '../../platform/http/handler.ts';
import type { LocaleCode } from '../../platform/i18n/locales.ts';
import type { Currency, CurrencyBook } from '../../platform/money/currency-book.ts';
import type { SiteDeps } from './deps.ts';
import { localized } from './localize.ts';
import { siteMessages } from './messages.ts';

type ShippingOption = components['schemas']['ShippingOption'];

/**
 * The ways to ship to a country, priced for its shipping zone in the
 * currency (cheapest first); undefined for a country the site does not know.
 * Without a country, every option at its base price. Read from the database
 * each time: checkout prices shipping live.
 */
export async function shippingOptionsFor(
  db: Database,
  currencies: CurrencyBook,
  countryId: number | undefined,
  locale: LocaleCode,
  currency: Currency,
): Promise<ShippingOption[] | undefined> {
  let priced: Array<{ option: typeof shippingOptions.$inferSelect; priceUsd: number }>;
  if (countryId === undefined) {
    const rows = await db.select().from(shippingOptions);
    priced = rows.map((option) => ({ option, priceUsd: option.basePriceUsd }));
  } else {
    const [country] = await db.select({ zone: countries.shippingZone }).from(countries).where(eq(countries.id, countryId));
    if (!country) return undefined;
    priced = await db
      .select({ option: shippingOptions, priceUsd: shippingRates.priceUsd })
      .from(shippingRates)
      .innerJoin(shippingOptions, eq(shippingOptions.id, shippingRates.shippingOptionId))
      .where(eq(shippingRates.zone, country.zone))
      .orderBy(asc(shippingOptions.sort));
  }
  return priced
    .sort((a, b) => a.priceUsd - b.priceUsd || a.option.sort - b.option.sort)
    .map(({ option, priceUsd }) => ({
      shippingId: option.id,
      shippingName: option.name,
      shippingTime: localized(option.transitTime, locale),
      shippingPrice: currencies.total(priceUsd, currency),
    }));
}

/** Options to one country priced for its zone, or every option at its base price; cheapest first. */
export const listShippingOptions = (deps: SiteDeps): Handler<'listShippingOptions'> => async ({ query, locale, currency }) => {
  const options = await shippingOptionsFor(deps.db, deps.currencies, query.country_id, locale, currency);
  if (!options) throw invalidField('country_id', siteMessages.shippingUnknownCountry);
  return options;
};
