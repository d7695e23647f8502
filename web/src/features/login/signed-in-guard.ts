import { redirect } from '@tanstack/react-router';
import { currentToken } from '@/platform/session/session-store.ts';
import { afterSignInTarget } from './login-search.ts';

/** Route guard of the login pages: a visitor who is already signed in goes straight to where signing in would lead. */
export function skipLoginWhenSignedIn({ search }: { search: { redirect?: string | undefined } }): void {
  if (!currentToken()) return;
  throw redirect({ href: afterSignInTarget(search.redirect), replace: true });
}
