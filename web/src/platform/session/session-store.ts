import type { UserProfile, UserSession } from '@chipmart/generated/internal/model/index';
import { SESSION_COOKIE_DAYS, TOKEN_COOKIE, USER_INFO_COOKIE } from '@/platform/constants.ts';
import { readCookie, removeCookie, writeCookie } from '@/platform/lib/cookies.ts';
import { createStore, useStore } from '@/platform/lib/store.ts';
import { resetCurrency } from '@/platform/currency/currency-store.ts';

export interface Session {
  token: string | undefined;
  userInfo: UserProfile | undefined;
}

function readUserInfo(): UserProfile | undefined {
  try {
    const raw = readCookie(USER_INFO_COOKIE);
    return raw ? (JSON.parse(raw) as UserProfile) : undefined;
  } catch {
    return undefined;
  }
}

const signedOut: Session = { token: undefined, userInfo: undefined };

/** The session the cookies hold: this browser's, or on the server the request's being rendered. */
export function sessionFromCookies(): Session {
  const token = readCookie(TOKEN_COOKIE) || undefined;
  return token ? { token, userInfo: readUserInfo() } : signedOut;
}

let requestSession: () => Session | undefined = () => undefined;

/** On the server: the session of the request being rendered (one object per request), set once by the render entry. */
export function readRequestSessionFrom(source: () => Session | undefined): void {
  requestSession = source;
}

// The cookies the page was requested with: the server rendered the page as they say, so the browser hydrates the same.
const sessionAtLoad = sessionFromCookies();

/**
 * Token and userInfo, kept in cookies so a reload or a new tab stays signed in. The server renders a page
 * as its request's cookies say (decision 85); the server's copy of this store is never set.
 */
export const sessionStore = createStore<Session>(sessionAtLoad, () => (typeof document === 'undefined' ? (requestSession() ?? signedOut) : sessionAtLoad));

export const useSession = () => useStore(sessionStore);

/** The token from the store, or from the cookie when another tab signed in meanwhile. */
export function currentToken(): string | undefined {
  return sessionStore.get().token ?? (readCookie(TOKEN_COOKIE) || undefined);
}

export function storeToken(token: string, expireSeconds?: number): void {
  writeCookie(TOKEN_COOKIE, token, expireSeconds ? { seconds: expireSeconds } : { days: SESSION_COOKIE_DAYS });
  sessionStore.set({ ...sessionStore.get(), token });
}

export function storeUserInfo(userInfo: UserProfile): void {
  writeCookie(USER_INFO_COOKIE, JSON.stringify(userInfo), { days: SESSION_COOKIE_DAYS });
  sessionStore.set({ ...sessionStore.get(), userInfo });
}

/** After a successful sign-in: keep the token for as long as the server says, and go back to the default currency. */
export function signIn(session: UserSession): void {
  storeToken(session.token, session.expire);
  storeUserInfo(session.userInfo);
  resetCurrency();
}

export function signOut(): void {
  removeCookie(TOKEN_COOKIE);
  removeCookie(USER_INFO_COOKIE);
  sessionStore.set({ token: undefined, userInfo: undefined });
}
