import type { UserSession } from '@chipmart/generated/internal/model/index';
import { useRouter } from '@tanstack/react-router';
import { signIn } from '@/platform/session/session-store.ts';
import { showToast } from '@/ui/toast-store.ts';
import { afterSignInTarget } from './login-search.ts';

/**
 * The end of either way in: keep the session (token for the server's
 * lifetime, profile, default currency), say so in the server's words, and go
 * back where the buyer came from; replacing the login page, so Back does not return to it.
 */
export function useFinishSignIn(redirect: string | undefined) {
  const router = useRouter();
  return (session: UserSession, serverMessage: string) => {
    signIn(session);
    if (serverMessage) showToast(serverMessage);
    void router.navigate({ href: afterSignInTarget(redirect), replace: true });
  };
}
