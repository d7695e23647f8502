import { variantConfig } from '@variant/config.ts';
import { m } from '$paraglide/messages.js';
import { chooseCurrency, useChosenCurrency, useCurrencyList } from '@/features/currency/currency-store.ts';

/** Picks the currency prices are shown in, among those the variant offers; hidden where prices are fixed to one. */
export function CurrencySwitcher() {
  const chosen = useChosenCurrency();
  const { list } = useCurrencyList();
  if (variantConfig.forcedCurrency || list.length < 2) {
    return (
      <span className="currency-fixed" aria-label={m.shell_currency()}>
        {chosen.symbol} {chosen.code}
      </span>
    );
  }
  return (
    <label className="switcher">
      <span className="visually-hidden">{m.shell_currency()}</span>
      <select value={chosen.code} onChange={(event) => chooseCurrency(event.currentTarget.value)}>
        {list.map((entry) => (
          <option key={entry.currency_code} value={entry.currency_code}>
            {entry.currency_symbol} {entry.currency_code}
          </option>
        ))}
      </select>
    </label>
  );
}
