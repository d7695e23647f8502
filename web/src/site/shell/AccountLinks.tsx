import { useRouterState } from '@tanstack/react-router';
import { m } from '$paraglide/messages.js';
import { useSession } from '@/platform/session/session-store.ts';
import { signInHref } from '@/platform/session/login-href.ts';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { Link } from '@tanstack/react-router';

/** Sign in and register for visitors; the account for signed-in users. */
export function AccountLinks() {
  const { token, userInfo } = useSession();
  const signIn = useRouterState({ select: (state) => signInHref(state.location) });
  if (token) {
    return (
      <LocalLink to="/myaccount" className="account-link">
        {userInfo?.contact_name || m.site_sideAccount()}
      </LocalLink>
    );
  }
  return (
    <span className="account-links">
      <Link to={signIn as never} className="account-link">
        {m.site_actionSignIn()}
      </Link>
      <LocalLink to="/register" className="account-link">
        {m.site_actionRegister()}
      </LocalLink>
    </span>
  );
}
