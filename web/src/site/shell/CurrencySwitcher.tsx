import { variantConfig } from '@variant-rules/config.ts';
import { m } from '$paraglide/messages.js';
import { setCurrency, useChosenCurrency } from '@/platform/currency/currency-store.ts';
import { offeredCurrencies } from '@/platform/currency/offered-currencies.ts';
import { useCurrencyListQuery } from '@/platform/currency/use-currency-list-loader.ts';

/** Picks the currency prices are shown in, among those the variant offers; hidden where prices are fixed to one. */
export function CurrencySwitcher() {
  const chosen = useChosenCurrency();
  // The list straight from the query (shared with the shell's loader): the server renders with the same answer,
  // so a server-rendered page hydrates with this very switcher.
  const { data } = useCurrencyListQuery();
  const list = data ? offeredCurrencies(data, variantConfig) : [];
  if (variantConfig.forcedCurrency || list.length < 2) {
    return (
      <span className="currency-fixed" aria-label={m.site_shellCurrency()}>
        {chosen.symbol} {chosen.code}
      </span>
    );
  }
  return (
    <label className="switcher">
      <span className="visually-hidden">{m.site_shellCurrency()}</span>
      <select
        value={chosen.code}
        onChange={(event) => {
          const entry = list.find((offered) => offered.currency_code === event.currentTarget.value);
          if (entry) setCurrency(entry.currency_code, entry.currency_symbol);
        }}
      >
        {list.map((entry) => (
          <option key={entry.currency_code} value={entry.currency_code}>
            {entry.currency_symbol} {entry.currency_code}
          </option>
        ))}
      </select>
    </label>
  );
}
