import type { UserProfile } from '@chipmart/generated/internal/model/index';
import { ApiError } from '@chipmart/client';
import {
  CONNECT_TOKEN_PARAM,
  DEFAULT_CURRENCY,
  DEFAULT_CURRENCY_SYMBOL,
  INLAND_WEB_KEY,
  SESSION_EXPIRED_CODE,
  WEB_SOURCE_PARAM,
} from '@/platform/constants.ts';
import { setCurrency } from '@/platform/currency/currency-store.ts';
import { currentToken, signOut, storeToken, storeUserInfo } from './session-store.ts';

export type UrlParamsOutcome = { kind: 'keep' } | { kind: 'replace'; href: string } | { kind: 'sessionExpired' };

/**
 * Handles the shell's URL parameters (spec section 4): connectT becomes the
 * token when there is none and is verified by fetching the profile; webSource
 * from the inland site switches prices to USD. Both are then removed from the URL.
 */
export async function adoptUrlParams(
  location: { pathname: string; searchStr: string; hash: string },
  fetchProfile: () => Promise<UserProfile>,
): Promise<UrlParamsOutcome> {
  const params = new URLSearchParams(location.searchStr);
  const connectToken = params.get(CONNECT_TOKEN_PARAM);
  const webSource = params.get(WEB_SOURCE_PARAM);
  if (connectToken === null && webSource === null) return { kind: 'keep' };

  if (webSource === INLAND_WEB_KEY) setCurrency(DEFAULT_CURRENCY, DEFAULT_CURRENCY_SYMBOL);
  if (connectToken && !currentToken()) {
    storeToken(connectToken);
    try {
      storeUserInfo(await fetchProfile());
    } catch (error) {
      signOut();
      if (error instanceof ApiError && error.code === SESSION_EXPIRED_CODE) return { kind: 'sessionExpired' };
    }
  }
  params.delete(CONNECT_TOKEN_PARAM);
  params.delete(WEB_SOURCE_PARAM);
  const search = params.toString();
  return { kind: 'replace', href: location.pathname + (search ? `?${search}` : '') + (location.hash ? `#${location.hash}` : '') };
}
