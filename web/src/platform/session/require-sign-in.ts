import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { currentToken } from './session-store.ts';
import { loginHref } from './login-href.ts';

/** Route guard: pages for signed-in users send visitors to the login page, which brings them back afterwards. */
export function requireSignIn({ location }: { location: ParsedLocation }): void {
  if (currentToken()) return;
  throw redirect({ href: loginHref(location.href), replace: true });
}
