import { Link } from '@tanstack/react-router';
import { m } from '$paraglide/messages.js';
import { afterSignInTarget } from '@/features/login';
import { SESSION_COOKIE_DAYS } from '@/platform/constants.ts';
import { loginHref } from '@/platform/session/login-href.ts';
import { PageFrame } from '@/shared/PageFrame.tsx';
import { LocalLink } from '@/ui/LocalLink.tsx';
import type { ExitSearch } from './exit-search.ts';

/**
 * Where an expired session lands (envelope code 4001): what happened, and
 * the ways on: sign in again and return to the page the buyer was on, that
 * page as a visitor, or home.
 */
export function SessionExpiredPage({ search }: { search: ExitSearch }) {
  const back = search.redirect;
  return (
    <PageFrame page="exit">
      <p>{m.sessionExpired_text()}</p>
      <p>{m.sessionExpired_why({ days: SESSION_COOKIE_DAYS })}</p>
      <div className="actions">
        {back ? (
          <Link to={loginHref(back) as never} className="button button-primary">
            {m.sessionExpired_actionSignInBack()}
          </Link>
        ) : (
          <LocalLink to="/login" className="button button-primary">
            {m.sessionExpired_actionSignIn()}
          </LocalLink>
        )}
        {back && (
          <Link to={afterSignInTarget(back) as never} className="button">
            {m.sessionExpired_actionBack()}
          </Link>
        )}
        <LocalLink to="/" className="button">
          {m.sessionExpired_actionHome()}
        </LocalLink>
      </div>
    </PageFrame>
  );
}
