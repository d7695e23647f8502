import type { SiteCurrencyMap } from '@chipmart/generated/internal/model/index';
import { variantConfig } from '@variant-rules/config.ts';
import { CURRENCY_STORAGE_KEY } from '@/platform/constants.ts';
import { createPersistentStore, useStore } from '@/platform/lib/store.ts';
import { offeredCurrencies } from './offered-currencies.ts';

interface Chosen {
  code: string;
  symbol: string;
}

const isChosen = (value: unknown): value is Chosen =>
  typeof value === 'object' && value !== null && typeof (value as Chosen).code === 'string' && typeof (value as Chosen).symbol === 'string';

/** gCurrency and gCurrencySymbol: the shopper's currency, kept across reloads and tabs. */
export const chosenCurrencyStore = createPersistentStore<Chosen>(CURRENCY_STORAGE_KEY, variantConfig.defaultCurrency, isChosen);

export const useChosenCurrency = () => useStore(chosenCurrencyStore);

/** A remembered currency the variant no longer offers falls back to the default once the server's list is in. */
export function receiveCurrencyList(map: SiteCurrencyMap): void {
  const list = offeredCurrencies(map, variantConfig);
  if (list.length > 0 && !list.some((entry) => entry.currency_code === chosenCurrencyStore.get().code)) resetCurrency();
}

/** Sets the shopper's currency: one the picker offers (the variant's own), or one forced, e.g. after webSource=inland. */
export function setCurrency(code: string, symbol: string): void {
  chosenCurrencyStore.set({ code, symbol });
}

export function resetCurrency(): void {
  chosenCurrencyStore.set(variantConfig.defaultCurrency);
}
