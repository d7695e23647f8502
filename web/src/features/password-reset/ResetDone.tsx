import type { UserPasswordChangeResult } from '@chipmart/generated/internal/model/index';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { m } from '$paraglide/messages.js';

/** After the reset: the password is new, every session was signed out (as the server counted them), sign in again. */
export function ResetDone({ result, signInHref }: { result: UserPasswordChangeResult; signInHref: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: the keyboard and screen readers continue from what happened.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="reset-done">
      <h2 ref={heading} tabIndex={-1} className="reset-done-title">
        {m.passwordReset_doneTitle()}
      </h2>
      <p>{m.passwordReset_doneSessions({ count: result.ended_sessions })}</p>
      <p>{m.passwordReset_doneNext()}</p>
      <div className="actions">
        <Link to={signInHref as never} className="button button-primary">
          {m.passwordReset_signIn()}
        </Link>
      </div>
    </div>
  );
}
