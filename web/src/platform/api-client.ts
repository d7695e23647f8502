import { bindHooksClient, createShopClient } from '@chipmart/client';
import { variantConfig } from '@variant-rules/config.ts';
import { chosenCurrencyStore } from '@/platform/currency/currency-store.ts';
import { currentToken } from '@/platform/session/session-store.ts';
import { currentLocale } from '@/platform/i18n/locale.ts';

/** Connects the generated hooks to the shop: language, currency (CNY forced on the inland site), token, and what 4001 does. */
export function setUpApiClient(onSessionExpired: () => void): void {
  bindHooksClient(createShopClient({
    baseUrl: __API_BASE__,
    getLocale: currentLocale,
    getCurrency: () => chosenCurrencyStore.get().code,
    forcedCurrency: variantConfig.forcedCurrency,
    getToken: currentToken,
    onSessionExpired,
  }));
}
