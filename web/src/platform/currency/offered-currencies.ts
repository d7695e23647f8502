import type { SiteCurrency, SiteCurrencyMap } from '@chipmart/generated/internal/model/index';
import { CNY, CURRENCY_ENABLED } from '@/platform/constants.ts';
import type { VariantConfig } from '@/platform/variant/variant-config.ts';

/** The currencies a variant offers: enabled ones only, CNY only where the variant allows it, and the Russian site's USD alone. */
export function offeredCurrencies(map: SiteCurrencyMap, config: VariantConfig): SiteCurrency[] {
  return Object.values(map).filter(
    (entry) =>
      entry.state === CURRENCY_ENABLED &&
      (config.offersCny || entry.currency_code !== CNY) &&
      (!config.onlyCurrencies || config.onlyCurrencies.includes(entry.currency_code)),
  );
}
