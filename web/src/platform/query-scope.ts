import { variantConfig } from '@variant-rules/config.ts';
import { chosenCurrencyStore, useChosenCurrency } from '@/platform/currency/currency-store.ts';
import { currentLocale } from '@/platform/i18n/locale.ts';

/**
 * What a priced answer depends on besides its parameters: the Currency and
 * Lang headers the client adds. The generated query keys hold only the
 * parameters, so keys of priced queries get this appended; a currency switch
 * then fetches (and renders) the prices again instead of showing the cache.
 */
export interface QueryScope {
  currency: string;
  locale: string;
}

function scopeFor(chosenCode: string): QueryScope {
  return { currency: variantConfig.forcedCurrency ?? chosenCode, locale: currentLocale() };
}

/** The scope right now, for route loaders outside React. */
export const currentQueryScope = (): QueryScope => scopeFor(chosenCurrencyStore.get().code);

/** The scope, following the shopper's currency. */
export function useQueryScope(): QueryScope {
  return scopeFor(useChosenCurrency().code);
}

/** A generated query key with the scope appended. */
export function scopedKey<Key extends readonly unknown[]>(key: Key, scope: QueryScope): readonly [...Key, QueryScope] {
  return [...key, scope] as const;
}
