import { pathsTakingCurrency } from '@chipmart/generated/internal/currency-paths';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { variantConfig } from '@variant-rules/config.ts';
import { chosenCurrencyStore, useChosenCurrency } from '@/platform/currency/currency-store.ts';
import { currentLocale } from '@/platform/i18n/locale.ts';
import { useRequestLocale } from '@/platform/i18n/request-locale.ts';

/**
 * The one place a query's key gets what its answer depends on besides its
 * parameters: the Lang and Currency headers the API client adds to every
 * request. The generated query keys hold only the URL and the parameters.
 * Every call answers in the request's language (its texts and messages);
 * calls whose contract declares the Currency header (generated from the
 * spec: `pathsTakingCurrency`) also answer in its currency. A query is keyed
 * by exactly these, so a currency switch fetches and renders every priced
 * answer again, and nothing else. `web/tests/query-scope.test.ts` fails when
 * a generated query is used without going through here.
 */
export interface QueryScope {
  currency: string;
  locale: string;
}

/** The currency requests carry (CNY forced on the inland site, else the chosen one) and their language. */
function scopeFor(chosenCode: string, locale: string): QueryScope {
  return { currency: variantConfig.forcedCurrency ?? chosenCode, locale };
}

/** The scope right now, for route loaders outside React. */
export const currentQueryScope = (): QueryScope => scopeFor(chosenCurrencyStore.get().code, currentLocale());

/** The scope, following the shopper's currency and the language the client sends (see useRequestLocale). */
export function useQueryScope(): QueryScope {
  return scopeFor(useChosenCurrency().code, useRequestLocale());
}

const templateToPattern = (template: string) => new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
const currencyPatterns = pathsTakingCurrency.map(templateToPattern);

/** Whether the call a query key starts with (its URL, as the generated keys begin) answers in the request currency. */
export function answersInCurrency(url: unknown): boolean {
  return typeof url === 'string' && currencyPatterns.some((pattern) => pattern.test(url));
}

/**
 * A query's options (the generated `get…QueryOptions(…)`, or options whose
 * key starts with the call's URL) with the scope its answer depends on
 * appended to the key. Appending keeps the generated key a prefix, so
 * invalidating with the generated `get…QueryKey()` still reaches every scope.
 */
export function scopedQuery<Options extends { queryKey: QueryKey }>(options: Options, scope: QueryScope): Options {
  const dependsOn = answersInCurrency(options.queryKey[0]) ? { locale: scope.locale, currency: scope.currency } : { locale: scope.locale };
  return { ...options, queryKey: [...options.queryKey, dependsOn] };
}

/** `useQuery` over scoped options, following the shopper's language and currency. */
export function useScopedQuery<Data, Error, Selected = Data, Key extends QueryKey = QueryKey>(options: UseQueryOptions<Data, Error, Selected, Key>) {
  return useQuery(scopedQuery(options, useQueryScope()));
}
