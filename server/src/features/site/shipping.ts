import { asc, eq } from 'drizzle-orm';
import { countries, shippingOptions, shippingRates } from '../../platform/db/schema/index.ts';
import { invalidField } from '../../platform/http/errors.ts';
import type { Handler } from '../../platform/http/handler.ts';
import type { SiteDeps } from './deps.ts';
import { localized } from './localize.ts';
import { siteMessages } from './messages.ts';

/** Options to one country priced for its zone, or every option at its base price; cheapest first. */
export const listShippingOptions = (deps: SiteDeps): Handler<'listShippingOptions'> => async ({ query, locale, currency }) => {
  const { db } = deps;
  let priced: Array<{ option: typeof shippingOptions.$inferSelect; priceUsd: number }>;
  if (query.country_id === undefined) {
    const rows = await db.select().from(shippingOptions);
    priced = rows.map((option) => ({ option, priceUsd: option.basePriceUsd }));
  } else {
    const [country] = await db.select({ zone: countries.shippingZone }).from(countries).where(eq(countries.id, query.country_id));
    if (!country) throw invalidField('country_id', siteMessages.shippingUnknownCountry);
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
      shippingPrice: deps.currencies.total(priceUsd, currency),
    }));
};
