import type { SiteCurrency, SiteCurrencyMap } from '@chipmart/generated/internal/model/index';
import { variantConfig } from '@variant/config.ts';
import { CURRENCY_STORAGE_KEY } from '@/constants.ts';
import { createPersistentStore, createStore, useStore } from '@/lib/store.ts';
import { offeredCurrencies } from './offered-currencies.ts';

interface Chosen {
  code: string;
  symbol: string;
}

const isChosen = (value: unknown): value is Chosen =>
  typeof value === 'object' && value !== null && typeof (value as Chosen).code === 'string' && typeof (value as Chosen).symbol === 'string';

/** gCurrency and gCurrencySymbol: the shopper's currency, kept across reloads and tabs. */
export const chosenCurrencyStore = createPersistentStore<Chosen>(CURRENCY_STORAGE_KEY, variantConfig.defaultCurrency, isChosen);

/** The offered currencies and the code-to-symbol map, from the server's list. */
export const currencyListStore = createStore<{ list: SiteCurrency[]; symbols: Record<string, string> }>({ list: [], symbols: {} });

export const useChosenCurrency = () => useStore(chosenCurrencyStore);

export function receiveCurrencyList(map: SiteCurrencyMap): void {
  const list = offeredCurrencies(map, variantConfig);
  currencyListStore.set({ list, symbols: Object.fromEntries(list.map((entry) => [entry.currency_code, entry.currency_symbol])) });
  // A remembered currency the variant no longer offers falls back to the default.
  if (list.length > 0 && !list.some((entry) => entry.currency_code === chosenCurrencyStore.get().code)) resetCurrency();
}

export function chooseCurrency(code: string): void {
  const symbol = currencyListStore.get().symbols[code];
  if (symbol !== undefined) chosenCurrencyStore.set({ code, symbol });
}

/** Only the currencies the variant offers can be chosen; this one is forced, e.g. after webSource=inland. */
export function setCurrency(code: string, symbol: string): void {
  chosenCurrencyStore.set({ code, symbol });
}

export function resetCurrency(): void {
  chosenCurrencyStore.set(variantConfig.defaultCurrency);
}
